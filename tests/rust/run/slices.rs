// Slices: len, indexing, iteration, get, first/last, is_empty, contains.
// CASE: total | &[1, 2, 3]
// CASE: total | &[]
// CASE: total | &[2147483647, 1]
// CASE: at | &[5, 6, 7], 1
// CASE: at | &[5, 6, 7], 7
// CASE: maxv | &[3, 9, -2, 9]
// CASE: maxv | &[]
// CASE: safe | &[1, 2], 1
// CASE: safe | &[1, 2], 2
// CASE: ends | &[4, 5, 6]
// CASE: ends | &[]
// CASE: has | &[1, 2, 3], 2
// CASE: has | &[1, 2, 3], 4
pub fn total(v: &[i32]) -> i32 { let mut s = 0; for x in v.iter() { s += *x; } s }
pub fn at(v: &[u16], i: usize) -> u16 { v[i] }
pub fn maxv(v: &[i32]) -> Option<i32> { if v.is_empty() { return None; } let mut m = v[0]; for i in 1..v.len() { if v[i] > m { m = v[i]; } } Some(m) }
pub fn safe(v: &[i32], i: usize) -> i32 { match v.get(i) { Some(x) => *x, None => -1 } }
pub fn ends(v: &[i32]) -> (Option<&i32>, Option<&i32>) { (v.first(), v.last()) }
pub fn has(v: &[i32], x: i32) -> bool { v.contains(&x) }
