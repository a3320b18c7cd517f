// VERDICT: find_neg unknown for slices of length <= 8
// VERDICT: find_neg_bug behaviour_changed
// VERDICT: has_zero unknown for slices of length <= 8
// An early return against a flag over a slice: equivalent by the Rust reference, unknown with the
// bound of 8 elements. find_neg_bug's flag test takes zero for negative. has_zero: contains
// against a loop with an early return.
pub fn find_neg(v: &[i16]) -> Option<usize> { for i in 0..v.len() { if v[i] < 0 { return Some(i); } } None }
pub fn find_neg_bug(v: &[i16]) -> Option<usize> { for i in 0..v.len() { if v[i] < 0 { return Some(i); } } None }
pub fn has_zero(v: &[u8]) -> bool { v.contains(&0) }
