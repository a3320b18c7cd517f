// x << 1 does not check overflow (only the shift amount); x + x panics with another message.
pub fn dbl(x: i32) -> i32 { x << 1 }
pub fn dbl2(x: i32) -> i32 { x + x }
pub fn dbl3(x: i32) -> i32 { 2 * x }
