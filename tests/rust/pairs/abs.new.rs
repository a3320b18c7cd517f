// abs panics on MIN with the message of `-x`; wrapping_abs does not panic.
pub fn a(x: i32) -> i32 { x.abs() }
pub fn b(x: i32) -> i32 { x.wrapping_abs() }
pub fn c(x: i64, y: i64) -> i64 { x.max(y) }
