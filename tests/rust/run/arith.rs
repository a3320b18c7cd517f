// Integer arithmetic of every width with a debug build's overflow panics.
// CASE: add_i32 | 1, 2
// CASE: add_i32 | 2147483647, 1
// CASE: add_i32 | -2147483648, -1
// CASE: sub_u8 | 3, 5
// CASE: sub_u8 | 200, 100
// CASE: mul_i16 | 200, 200
// CASE: mul_i16 | -181, 181
// CASE: mul_u64 | 4294967296, 4294967296
// CASE: mul_u64 | 4294967295, 4294967297
// CASE: neg_i8 | -128
// CASE: neg_i8 | 127
// CASE: mix | 10, 3
// CASE: mix | -10, 3
pub fn add_i32(a: i32, b: i32) -> i32 { a + b }
pub fn sub_u8(a: u8, b: u8) -> u8 { a - b }
pub fn mul_i16(a: i16, b: i16) -> i16 { a * b }
pub fn mul_u64(a: u64, b: u64) -> u64 { a * b }
pub fn neg_i8(a: i8) -> i8 { -a }
pub fn mix(a: i64, b: i64) -> i64 { (a * 7 - b) / (b + 1) + a % b }
