// VERDICT: total behaviour_changed
// VERDICT: total_opt equivalent
// VERDICT: total_opt_wrong behaviour_changed
// Overflow fixes with checked_add. total: the sum that panics on overflow (a debug build:
// "attempt to add with overflow") against one that saturates at u32::MAX: they differ exactly
// where the old one panics. total_opt: `?` on checked_add against a nested match (Option's `?`
// returns None early, the Reference's question-mark operator); the twin adds with wrapping_add
// in the second step, which returns Some where the first returns None.
pub fn total(a: u32, b: u32, c: u32) -> u32 { a + b + c }
pub fn total_opt(a: u32, b: u32, c: u32) -> Option<u32> { a.checked_add(b)?.checked_add(c) }
pub fn total_opt_wrong(a: u32, b: u32, c: u32) -> Option<u32> { a.checked_add(b)?.checked_add(c) }
