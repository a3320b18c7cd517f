pub fn lo(a: i64, b: i64) -> i64 { a.min(b) }
pub fn clampit(x: i32) -> i32 { x.clamp(-5, 5) }
pub fn absval(x: i32) -> i32 { x.abs() }
