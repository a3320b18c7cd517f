pub fn get(x: i32) -> i32 { x.checked_mul(1000).expect("too large") }
pub fn get_same(x: i32) -> i32 { x.checked_mul(1000).unwrap() }
