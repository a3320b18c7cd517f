pub fn sum3(a: i32, b: i32, c: i32) -> i32 { a + b + c }
pub fn max3(a: u8, b: u8, c: u8) -> u8 { a.max(b).max(c) }
