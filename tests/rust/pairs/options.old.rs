// VERDICT: triple equivalent
// VERDICT: triple_wrong behaviour_changed
// VERDICT: first equivalent
pub fn triple(x: i64) -> Option<i64> { x.checked_mul(3) }
pub fn triple_wrong(x: i64) -> Option<i64> { x.checked_mul(3) }
pub fn first(x: i32, y: i32) -> i32 { match x.checked_sub(y) { Some(d) => d, None => 0 } }
