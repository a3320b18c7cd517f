pub fn third(v: &[u8]) -> u8 { if v.len() > 2 { v[2] } else { 0 } }
pub fn third_off(v: &[u8]) -> u8 { if v.len() >= 2 { v[2] } else { 0 } }
pub fn head2(v: &[u16]) -> (u16, u16) { if v.len() >= 2 { (v[0], v[1]) } else if v.len() == 1 { (v[0], 0) } else { (0, 0) } }
pub fn head2_bug(v: &[u16]) -> (u16, u16) { if v.len() >= 3 { (v[0], v[1]) } else if v.len() >= 1 { (v[0], 0) } else { (0, 0) } }
pub fn first_or(v: &Vec<i64>) -> i64 { if v.is_empty() { -1 } else { v[0] } }
pub fn nonempty(v: &[u8]) -> bool { v.len() > 0 }
pub fn huge(v: &[u8]) -> bool { v.len() > 3 && v.len() != 70000 }
