// VERDICT: sum_to equivalent
// VERDICT: sum_to_wrong behaviour_changed
// VERDICT: double_sum equivalent
// VERDICT: capped behaviour_changed
// VERDICT: count_mult equivalent
// VERDICT: count_mult_wrong behaviour_changed
// VERDICT: squares equivalent
// VERDICT: squares_wrong behaviour_changed
// VERDICT: loop_break equivalent
// VERDICT: sum_u8 equivalent
// VERDICT: overflow_msg behaviour_changed
// Loops whose trip count is the input (up to 65535 times: far beyond the unrolling bound of 16),
// proved by relational induction over the two loops run in lockstep. sum_to: a `for` over a range
// against a `while` with its own counter (the same additions in the same order; Rust reference,
// "Iterator loops": `for` calls `next` on the range, which yields start, start + 1, .. end - 1).
// double_sum: `s += 2 * i` against two additions of i; where the sum would pass u32::MAX both
// panic with the same message (an overflowing `+` panics in a debug build, "Overflow"), in the
// same iteration. count_mult: `checked_add(..).unwrap()` against `wrapping_add(..)` of 0 or 1,
// equal because the count never exceeds the counter (c <= i < n <= u16::MAX: no overflow).
// sum_u8: a u8 sum that overflows from n = 24 on, in both in the same iteration with the same
// panic ("attempt to add with overflow"). squares: the square as a product against `pow(2)` (no overflow: i < 2^16). loop_break: a `for`
// against a `loop` that tests the bound and `break`s.
// The wrong twins: sum_to_wrong runs one iteration more (`<=`); capped stops at 300 where the new
// version stops at 301, a difference only for n > 301; count_mult_wrong skips i = 7;
// squares_wrong walks 1..=n with `while i <= n { ..; i += 1 }`, whose last `i += 1` overflows
// for n = u8::MAX only (RangeInclusive ends without computing n + 1: std's `exhausted` flag);
// overflow_msg overflows in the same iteration as sum_u8 but panics through `unwrap` on the
// `None` of `checked_add`: another message, so another outcome.
pub fn sum_to(n: u16) -> u32 { let mut s = 0u32; for i in 0..n { s += i as u32; } s }
pub fn sum_to_wrong(n: u16) -> u32 { let mut s = 0u32; for i in 0..n { s += i as u32; } s }
pub fn double_sum(n: u16) -> u32 { let mut s = 0u32; for i in 0..n { s += 2 * (i % 1000) as u32; } s }
pub fn capped(n: u16) -> u64 { let mut s = 0u64; for i in 0..n.min(300) { s += i as u64 * i as u64; } s }
pub fn count_mult(n: u16, k: u16) -> u16 {
    let mut c: u16 = 0;
    for i in 0..n { c = c.checked_add((i % k == 0) as u16).unwrap(); }
    c
}
pub fn count_mult_wrong(n: u16, k: u16) -> u16 {
    let mut c: u16 = 0;
    for i in 0..n { c = c.checked_add((i % k == 0) as u16).unwrap(); }
    c
}
pub fn squares(n: u16) -> u64 { let mut s = 0u64; for i in 1..=n { s += (i as u64) * (i as u64); } s }
pub fn squares_wrong(n: u8) -> u64 { let mut s = 0u64; for i in 1..=n { s += (i as u64) * (i as u64); } s }
pub fn loop_break(n: u16) -> u64 { let mut s = 0u64; for i in 0..n { s = s.wrapping_mul(31).wrapping_add(i as u64); } s }
pub fn sum_u8(n: u8) -> u8 { let mut s = 0u8; for i in 0..n { s += i; } s }
pub fn overflow_msg(n: u8) -> u8 { let mut s = 0u8; for i in 0..n { s += i; } s }
