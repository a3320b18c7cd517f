// Integer methods: wrapping_*, checked_*, saturating_*, overflowing_*.
// CASE: wr | 2147483647, 1
// CASE: wr | -2147483648, -1
// CASE: ch | 100, 27
// CASE: ch | 200, 100
// CASE: ch | 0, 1
// CASE: sat | 250, 10
// CASE: sat | 5, 10
// CASE: sats | 100, 100
// CASE: sats | -100, 100
// CASE: ov | 2000000000, 2000000000
// CASE: cdiv | 7, 0
// CASE: cdiv | -128, -1
// CASE: cdiv | -128, 3
pub fn wr(a: i32, b: i32) -> (i32, i32, i32, i32) { (a.wrapping_add(b), a.wrapping_sub(b), a.wrapping_mul(b), a.wrapping_neg()) }
pub fn ch(a: u8, b: u8) -> (Option<u8>, Option<u8>, Option<u8>) { (a.checked_add(b), a.checked_sub(b), a.checked_mul(b)) }
pub fn sat(a: u8, b: u8) -> (u8, u8, u8) { (a.saturating_add(b), a.saturating_sub(b), a.saturating_mul(b)) }
pub fn sats(a: i8, b: i8) -> (i8, i8, i8) { (a.saturating_add(b), a.saturating_sub(b), a.saturating_mul(b)) }
pub fn ov(a: i32, b: i32) -> ((i32, bool), (i32, bool), (i32, bool)) { (a.overflowing_add(b), a.overflowing_sub(b), a.overflowing_mul(b)) }
pub fn cdiv(a: i8, b: i8) -> (Option<i8>, Option<i8>, Option<i8>) { (a.checked_div(b), a.checked_rem(b), a.checked_neg()) }
