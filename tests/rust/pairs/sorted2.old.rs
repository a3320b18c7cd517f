// VERDICT: smaller unknown
// VERDICT: larger_bug behaviour_changed
// The smaller of two by sorting a Vec against min: equivalent by the reference, heap: unknown.
pub fn smaller(a: i32, b: i32) -> i32 { let mut v = vec![a, b]; v.sort(); v[0] }
pub fn larger_bug(a: i32, b: i32) -> i32 { let mut v = vec![a, b]; v.sort(); v[1] }
