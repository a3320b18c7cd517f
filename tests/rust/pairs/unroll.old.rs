// VERDICT: times4 behaviour_changed
// VERDICT: times4_u equivalent
// A loop unrolled into a multiplication: the same value, but on overflow the old panics with
// "attempt to add with overflow" and the new with "attempt to multiply with overflow"; a panic's
// message is part of its outcome. times4_u keeps the additions.
pub fn times4(x: i32) -> i32 { let mut s = 0; for _ in 0..4 { s += x; } s }
pub fn times4_u(x: u16) -> u16 { let mut s = 0; for _ in 0..4 { s += x; } s }
