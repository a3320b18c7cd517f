pub fn sq(x: i32) -> i32 { x * x + 1 }
pub fn pw(x: i32) -> i32 { x * x * x }
pub fn pw_wrong(x: i32) -> i32 { x.wrapping_mul(x).wrapping_mul(x) }
