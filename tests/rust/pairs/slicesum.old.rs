// VERDICT: total unknown for slices of length <= 8
// VERDICT: total_bug behaviour_changed
// VERDICT: total_vec unknown for slices of length <= 8
// An index loop over a slice against iter().sum() (and a for loop over &Vec against sum):
// equivalent by the Rust reference (the same additions in the same order, the same overflow
// panic). The loops read every element, and the symbolic executor follows slices of up to 8
// elements: unknown, with that bound. total_bug's new version adds one more on a slice of five
// whose fourth element is 12345: a difference only the solver finds, replayed.
pub fn total(v: &[i32]) -> i32 { let mut s = 0; for i in 0..v.len() { s += v[i]; } s }
pub fn total_bug(v: &[i32]) -> i32 { let mut s = 0; for i in 0..v.len() { s += v[i]; } s }
pub fn total_vec(v: &Vec<i64>) -> i64 { let mut s = 0; for x in v.iter() { s += *x; } s }
