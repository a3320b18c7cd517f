// VERDICT: both equivalent
// VERDICT: both_bug behaviour_changed
// The ? operator against an explicit match on Option, and a version that loses a None.
pub fn both(a: u8, b: u8) -> Option<u8> { let x = a.checked_add(b)?; let y = x.checked_mul(2)?; Some(y) }
pub fn both_bug(a: u8, b: u8) -> Option<u8> { let x = a.checked_add(b)?; let y = x.checked_mul(2)?; Some(y) }
