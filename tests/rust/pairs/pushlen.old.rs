// VERDICT: count unknown
// VERDICT: count_bug behaviour_changed
// A Vec filled in a loop and its length against the arithmetic: equivalent by the reference, but
// the Vec is heap: unknown. The bug pushes one item too many.
pub fn count(n: u8) -> usize { let mut v = Vec::new(); for i in 0..n % 5 { v.push(i); } v.len() }
pub fn count_bug(n: u8) -> usize { let mut v = Vec::new(); for i in 0..n % 5 { v.push(i); } v.len() }
