// VERDICT: ndigits unknown
// VERDICT: ndigits_bug behaviour_changed
// The number of decimal digits by to_string().len() against a loop: equivalent by the Rust
// reference, but formatting is outside the symbolic executor: unknown. The buggy loop says 0 for 0.
pub fn ndigits(n: u32) -> usize { n.to_string().len() }
pub fn ndigits_bug(n: u32) -> usize { n.to_string().len() }
