// VERDICT: sum_panics unknown for slices of length <= 8
// VERDICT: sum_saturates behaviour_changed
// A plain += against checked_add with an explicit panic! of the same message: equivalent by the
// Rust reference (a debug build's overflow panic says "attempt to add with overflow"), unknown with
// the bound of 8 elements. sum_saturates' new version saturates instead of panicking: a panic is an
// outcome, so removing it is a change.
pub fn sum_panics(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s += *x; } s }
pub fn sum_saturates(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s += *x; } s }
