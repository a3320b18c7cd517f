pub fn sum_panics(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s = match s.checked_add(*x) { Some(t) => t, None => panic!("attempt to add with overflow") }; } s }
pub fn sum_saturates(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s = s.checked_add(*x).unwrap_or(u8::MAX); } s }
