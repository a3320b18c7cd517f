pub fn both(a: u8, b: u8) -> Option<u8> { match a.checked_add(b) { None => None, Some(x) => match x.checked_mul(2) { None => None, Some(y) => Some(y) } } }
pub fn both_bug(a: u8, b: u8) -> Option<u8> { match a.checked_add(b) { None => None, Some(x) => Some(x.wrapping_mul(2)) } }
