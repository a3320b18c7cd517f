// VERDICT: ones unknown count_ones
// VERDICT: parity_bug behaviour_changed
// count_ones against a loop over the 16 bits: equivalent by the reference, but count_ones is not
// in the symbolic executor's model: unknown. A parity that forgets the top bit is a change.
pub fn ones(x: u16) -> u32 { x.count_ones() }
pub fn parity_bug(x: u16) -> bool { x.count_ones() % 2 == 1 }
