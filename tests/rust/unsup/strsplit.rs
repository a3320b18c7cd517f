// EXPECT: back | "a,b" | went wrong: [unsupported] DoubleEndedIterator::next_back on this kind of iterator at unsup/strsplit.rs:10:
// EXPECT: empty_pat | "ab" | went wrong: [unsupported] call to `core::str::<impl str>::split` at unsup/strsplit.rs:11:
// EXPECT: pred_pat | "a1b" | went wrong: [unsupported] call to `core::str::<impl str>::split` at unsup/strsplit.rs:12:
// EXPECT: by_key | &[2, 1] | went wrong: [unsupported] call to `slice::<impl [i32]>::sort_by_key` at unsup/strsplit.rs:13:
// EXPECT: parse | "true" | went wrong: [unsupported] call to `core::str::<impl str>::parse` at unsup/strsplit.rs:14:
// EXPECT: vec_join | 2 | went wrong: [unsupported] call to `slice::<impl [Vec<i32>]>::join` at unsup/strsplit.rs:15:
// EXPECT: ok | "a,b" | returned 2
// Splitting that is not modelled: the back of a Split, an empty or predicate pattern, a key
// sort (its closure's calls follow driftsort's order), parse of a bool (only integers are), joining Vecs.
pub fn back(s: &str) -> Option<String> { s.split(',').rev().next().map(|x| x.to_string()) }
pub fn empty_pat(s: &str) -> usize { s.split("").count() }
pub fn pred_pat(s: &str) -> usize { s.split(|c: char| c.is_ascii_digit()).count() }
pub fn by_key(v: &[i32]) -> Vec<i32> { let mut w = v.to_vec(); w.sort_by_key(|x| -x); w }
pub fn parse(s: &str) -> bool { s.parse::<bool>().unwrap_or(false) }
pub fn vec_join(n: usize) -> Vec<i32> { let v = vec![vec![1, 2]; n]; v.join(&0) }
pub fn ok(s: &str) -> usize { s.split(',').count() }
