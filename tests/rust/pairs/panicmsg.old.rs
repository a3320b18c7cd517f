// VERDICT: get behaviour_changed
// VERDICT: get_same equivalent
// Two panics are the same outcome only with the same message: unwrap on None against expect.
pub fn get(x: i32) -> i32 { x.checked_mul(1000).unwrap() }
pub fn get_same(x: i32) -> i32 { x.checked_mul(1000).expect("called `Option::unwrap()` on a `None` value") }
