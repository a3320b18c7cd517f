// Bit manipulation: masks, popcount by hand, rotations by hand, parity.
// CASE: pop | 255
// CASE: pop | 0
// CASE: pop | 4294967295
// CASE: rotl | 2147483649, 1
// CASE: rotl | 1, 0
// CASE: parity | 7
// CASE: lowbit | 12
// CASE: lowbit | -2147483648
pub fn pop(mut x: u32) -> u32 { let mut c = 0; while x != 0 { c += x & 1; x >>= 1; } c }
pub fn rotl(x: u32, k: u32) -> u32 { if k == 0 { x } else { (x << k) | (x >> (32 - k)) } }
pub fn parity(x: u8) -> bool { let mut p = false; let mut y = x; while y != 0 { p = !p; y &= y - 1; } p }
pub fn lowbit(x: i32) -> i32 { x & x.wrapping_neg() }
