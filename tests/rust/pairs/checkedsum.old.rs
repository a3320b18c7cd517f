// VERDICT: sum_panics equivalent
// VERDICT: sum_saturates behaviour_changed
// A plain += against checked_add with an explicit panic! of the same message: equivalent by the
// Rust reference (a debug build's overflow panic says "attempt to add with overflow"), proved for
// slices of every length by induction over the two loops (the slice's elements an array).
// sum_saturates' new version saturates instead of panicking: a panic is an outcome, so removing it
// is a change.
pub fn sum_panics(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s += *x; } s }
pub fn sum_saturates(v: &[u8]) -> u8 { let mut s: u8 = 0; for x in v { s += *x; } s }
