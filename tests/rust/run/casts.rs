// `as` casts between integers, bools and chars.
// CASE: trunc | 300
// CASE: trunc | -1
// CASE: sext | -1
// CASE: zext | 255
// CASE: tou | -5
// CASE: b2i | true
// CASE: b2i | false
// CASE: c2u | 'A'
// CASE: c2u | 'é'
// CASE: u2c | 97
// CASE: wide | -9223372036854775808
pub fn trunc(a: i32) -> u8 { a as u8 }
pub fn sext(a: i8) -> i64 { a as i64 }
pub fn zext(a: u8) -> i32 { a as i32 }
pub fn tou(a: i32) -> u32 { a as u32 }
pub fn b2i(b: bool) -> i32 { b as i32 * 10 }
pub fn c2u(c: char) -> u32 { c as u32 }
pub fn u2c(x: u8) -> char { x as char }
pub fn wide(x: i64) -> (u64, i16, usize) { (x as u64, x as i16, x as usize) }
