pub fn third(v: &[i32]) -> i32 { if v.len() > 2 { v[2] } else { 0 } }
pub fn third_wrong(v: &[i32]) -> i32 { if v.len() > 3 { v[2] } else { 0 } }
pub fn first_or(v: &[u8]) -> u8 { match v.first() { Some(x) => *x, None => 0 } }
pub fn first_or_wrong(v: &[u8]) -> u8 { unsafe { *v.get_unchecked(0) } }
