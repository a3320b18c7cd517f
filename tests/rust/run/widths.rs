// Every integer width and isize/usize at their extremes.
// CASE: w8 | 127, -128, 255
// CASE: w16 | 32767, 65535
// CASE: w64 | 9223372036854775807, 18446744073709551615
// CASE: sz | 9223372036854775807, 1
// CASE: sz | 1, 1
// CASE: usz | 0
pub fn w8(a: i8, b: i8, c: u8) -> (i8, i8, u8) { (a.wrapping_add(1), b.wrapping_sub(1), c.wrapping_add(1)) }
pub fn w16(a: i16, b: u16) -> (i16, u16, i32) { (a.wrapping_mul(2), b / 3, a as i32 + b as i32) }
pub fn w64(a: i64, b: u64) -> (i64, u64, bool) { (a.wrapping_add(a), b.wrapping_mul(3), (b as i64) < 0) }
pub fn sz(a: isize, b: isize) -> isize { a + b }
pub fn usz(a: usize) -> usize { a - 1 }
