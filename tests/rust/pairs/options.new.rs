pub fn triple(x: i64) -> Option<i64> { let r = x.checked_mul(3)?; Some(r) }
pub fn triple_wrong(x: i64) -> Option<i64> { if x > 3074457345618258602 { None } else { Some(x.wrapping_mul(3)) } }
pub fn first(x: i32, y: i32) -> i32 { x.checked_sub(y).unwrap_or(0) }
