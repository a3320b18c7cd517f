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
// integer methods (core::num, Ord): one rule each in rs_irule.c
pub fn checked_add_i8(a: i8, b: i8) -> i8 { a.checked_add(b).unwrap_or(-128) ^ a.checked_sub(b).unwrap_or(7) }
pub fn sat_u16(a: u16, b: u16) -> u16 { a.saturating_sub(b) ^ a.saturating_add(b) ^ a.saturating_mul(b) }
pub fn sat_i32(a: i32, b: i32) -> i32 { a.saturating_mul(b) ^ a.saturating_sub(b) ^ a.saturating_add(b) }
pub fn ovf_u8(a: u8, b: u8) -> u32 {
    let (r, o) = a.overflowing_mul(b);
    let (s, p) = a.overflowing_sub(b);
    r as u32 + o as u32 * 1000 + s as u32 * 7 + p as u32 * 100000
}
pub fn wdiv_i16(a: i16, b: i16) -> i16 { a.wrapping_div(b) ^ a.wrapping_rem(b.wrapping_add(1)) }
pub fn cdiv_i8(a: i8, b: i8) -> i8 { a.checked_rem(b).unwrap_or(99) ^ a.checked_div(b).unwrap_or(-99) }
pub fn absd(a: i32, b: i32) -> u32 { a.abs_diff(b) ^ a.unsigned_abs() }
pub fn minmax(a: i64, b: i64) -> i64 { a.min(b) ^ a.max(b).wrapping_abs() ^ a.wrapping_neg() }
pub fn clampit(a: i16, b: i16) -> i16 { a.clamp(b, 100) }
pub fn powit(a: i8, b: i8) -> i8 { a.wrapping_pow(5) ^ b.checked_pow(3).unwrap_or(1) ^ a.saturating_pow(7) ^ b.pow(2) }
pub fn signs(a: i32, b: i32) -> i32 { a.signum() + b.abs() + a.is_negative() as i32 * 10 + b.is_positive() as i32 * 100 }
pub fn cneg(a: u32, b: i64) -> u32 { a.checked_neg().unwrap_or(5) ^ (b.checked_neg().unwrap_or(3) as u32) }
pub fn wrap_u64(a: u64, b: u64) -> u64 { a.wrapping_mul(b) ^ a.wrapping_sub(b) ^ b.wrapping_add(a) }
// == and != of byte slices (core's SlicePartialEq: lengths, then elements) through &[u8] and
// &&[u8] (CTLBRK's `a.branch != run.prev_branch`), and a closure without upvars called through
// Fn::call after them (its zero-sized local is never written; CTLBRK's `count`)
pub fn slice_eq(a: u8, b: u8) -> u8 {
    let x = [a & 3, b'k'];
    let y = [b & 3, b'k'];
    let p: &[u8] = &x[0..2];
    let q: &[u8] = &y;
    let z: &[u8] = &x[0..1];
    let (pp, qq) = (&p, &q);
    let twice = |v: u8| v.wrapping_mul(2) ^ 0x40;
    let mut r = 0u8;
    if p == q { r |= 1; }
    if p != z { r |= 2; }
    if *pp != *qq { r |= 4; }
    if pp == qq { r |= 8; }
    if z == &y[0..1] { r |= 16; }
    twice(r)
}
// [&[u8]]::concat of a byte string, a slice of an array and a Vec's bytes (CTLBRK's total lines)
pub fn concat_bytes(a: u8, b: u8) -> u64 {
    let x = [a, b, a ^ b];
    let v = x[1..3].to_vec();
    let line = [b"T ", &x[0..2], &v, b"!"].concat();
    let mut r = line.len() as u64;
    for (i, c) in line.iter().enumerate() {
        r = r.wrapping_mul(31) ^ (*c as u64) ^ (i as u64);
    }
    r
}
