pub fn ratio(a: i32, b: i32) -> i32 { if b == 0 { 0 } else { a / b } }
pub fn rem_guard(a: u16, b: u16) -> u16 { if b != 0 { a % b } else { 0 } }
