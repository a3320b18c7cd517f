// Option: construction, match, unwrap/expect/unwrap_or/is_some/is_none.
// CASE: half | 4
// CASE: half | 5
// CASE: un | Some(3)
// CASE: un | None
// CASE: ex | None
// CASE: ex | Some(-1)
// CASE: orz | None
// CASE: orz | Some(9)
// CASE: both | Some(1), None
// CASE: chain | 10
// CASE: chain | 3
pub fn half(x: i32) -> Option<i32> { if x % 2 == 0 { Some(x / 2) } else { None } }
pub fn un(x: Option<u8>) -> u8 { x.unwrap() }
pub fn ex(x: Option<i64>) -> i64 { x.expect("a value was needed") }
pub fn orz(x: Option<i32>) -> i32 { x.unwrap_or(0) + x.unwrap_or_default() }
pub fn both(a: Option<i32>, b: Option<i32>) -> (bool, bool) { (a.is_some(), b.is_none()) }
pub fn chain(x: i32) -> i32 { match half(x) { Some(h) => match half(h) { Some(q) => q, None => -h }, None => 0 } }
