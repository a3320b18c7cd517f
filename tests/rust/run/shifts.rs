// Shifts: overflow checks on the amount, arithmetic right shift of signed values.
// CASE: shl | 1, 31
// CASE: shl | 1, 32
// CASE: shr | -16, 2
// CASE: shr | -16, 40
// CASE: ushr | 4294967295, 31
// CASE: bits | 12, 10
// CASE: shl8 | 255, 7
// CASE: shl8 | 1, 8
pub fn shl(a: i32, b: u32) -> i32 { a << b }
pub fn shr(a: i32, b: i64) -> i32 { a >> b }
pub fn ushr(a: u32, b: u8) -> u32 { a >> b }
pub fn bits(a: u16, b: u16) -> u16 { (a & b) | (a ^ b) << 1 | !a >> 4 }
pub fn shl8(a: u8, b: u32) -> u8 { a << b }
