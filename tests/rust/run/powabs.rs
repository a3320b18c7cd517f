// pow, abs, min, max, clamp, signum, rem_euclid, div_euclid, abs_diff, bit counts.
// CASE: p | 2, 10
// CASE: p | 2, 31
// CASE: p | -2, 31
// CASE: p | 3, 0
// CASE: p | 46341, 2
// CASE: cp | 10, 9
// CASE: cp | 10, 10
// CASE: a | -5
// CASE: a | -2147483648
// CASE: mm | 3, -7
// CASE: cl | 15
// CASE: cl | -15
// CASE: eu | -7, 3
// CASE: eu | 7, -3
// CASE: eu | 7, 0
// CASE: eu | -9223372036854775808, -1
// CASE: misc | 40
// CASE: misc | 0
pub fn p(b: i32, e: u32) -> i32 { b.pow(e) }
pub fn cp(b: i32, e: u32) -> (Option<i32>, i32, i32) { (b.checked_pow(e), b.wrapping_pow(e), b.saturating_pow(e)) }
pub fn a(x: i32) -> (i32, i32, u32, i32) { (x.wrapping_abs(), x.signum(), x.unsigned_abs(), x.abs()) }
pub fn mm(x: i64, y: i64) -> (i64, i64, i64, i64, u64) { (x.min(y), x.max(y), std::cmp::min(x, y), std::cmp::max(x, 2), x.abs_diff(y)) }
pub fn cl(x: i32) -> i32 { x.clamp(-10, 10) }
pub fn eu(a: i64, b: i64) -> (i64, i64) { (a.rem_euclid(b), a.div_euclid(b)) }
pub fn misc(x: u32) -> (u32, u32, u32, u32, bool) { (x.count_ones(), x.leading_zeros(), x.trailing_zeros(), x.count_zeros(), x.is_power_of_two()) }
