// VERDICT: avg behaviour_changed
// VERDICT: avg_safe equivalent
// VERDICT: avg_safe_wrong behaviour_changed
// VERDICT: pct behaviour_changed
// Panics removed and introduced. avg: a division that panics for n == 0 against a guard
// returning 0. avg_safe: checked_div (None for a zero divisor and for i32::MIN / -1, the
// overflow case) against an explicit guard of both; the twin forgets MIN / -1, where it panics
// "attempt to divide with overflow". pct: an assert! introduced, which panics where the old
// one returned a value (x = 256 .. 42949672).
pub fn avg(sum: i32, n: i32) -> i32 { sum / n }
pub fn avg_safe(sum: i32, n: i32) -> i32 { sum.checked_div(n).unwrap_or(0) }
pub fn avg_safe_wrong(sum: i32, n: i32) -> i32 { sum.checked_div(n).unwrap_or(0) }
pub fn pct(x: u32) -> u32 { x * 100 / 255 }
