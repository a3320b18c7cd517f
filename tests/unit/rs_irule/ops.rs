// The integer operators and casts of tests/unit/test_rs_irule.c: each function's symbolic cases
// are evaluated at random and edge inputs and compared with the interpreter's run (written for
// Equiv; a debug build: overflow checks on, so + - * panic where they overflow).
pub fn add_i32(a: i32, b: i32) -> i32 { a + b }
pub fn sub_u8(a: u8, b: u8) -> u8 { a - b }
pub fn mul_i16(a: i16, b: i16) -> i16 { a * b }
pub fn mul_u64(a: u64, b: u64) -> u64 { a * b }
pub fn div_i8(a: i8, b: i8) -> i8 { a / b }
pub fn rem_i64(a: i64, b: i64) -> i64 { a % b }
pub fn div_u32(a: u32, b: u32) -> u32 { a / b }
pub fn rem_i16(a: i16, b: i16) -> i16 { a % b }
pub fn shl_u16(a: u16, b: u32) -> u16 { a << b }
pub fn shr_i32(a: i32, b: u8) -> i32 { a >> b }
pub fn shr_u64(a: u64, b: i64) -> u64 { a >> b }
pub fn bits_u64(a: u64, b: u64) -> u64 { (a & b) ^ (a | 0x55) ^ !b }
pub fn cmp_i16(a: i16, b: i16) -> bool { (a < b) != (a >= b.wrapping_add(3)) || a == b }
pub fn cmp_u32(a: u32, b: u32) -> bool { a <= b && a > b / 2 }
pub fn casts(a: i32, b: u8) -> i64 { (a as i8 as i64) + (b as i8 as i64) + (a as u16 as i64) }
pub fn casts2(a: i64, b: u64) -> u32 { (a as u32) ^ (b as i16 as u32) ^ ((a as u8) as u32) }
pub fn neg_i32(a: i32, b: i32) -> i32 { -a + (b >> 31) }
pub fn wrapping(a: i8, b: i8) -> i8 { a.wrapping_mul(b).wrapping_sub(b) }
