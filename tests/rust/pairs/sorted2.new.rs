pub fn smaller(a: i32, b: i32) -> i32 { a.min(b) }
pub fn larger_bug(a: i32, b: i32) -> i32 { a.min(b) }
