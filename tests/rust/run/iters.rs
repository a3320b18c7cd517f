// Iterator adapters: map, filter, enumerate, zip, rev, take, skip, step_by, chain.
// CASE: evens | &[1, 2, 3, 4, 5, 6]
// CASE: evens | &[]
// CASE: weighted | &[3, 1, 4, 1, 5]
// CASE: dot | &[1, 2, 3], &[4, 5, 6, 7]
// CASE: backwards | 5
// CASE: stepped | 20, 3
// CASE: stepped | 5, 0
// CASE: window | &[1, 2, 3, 4, 5, 6, 7], 2, 3
// CASE: chained | 3
pub fn evens(v: &[i32]) -> Vec<i32> {
    v.iter().filter(|x| **x % 2 == 0).map(|x| x * 10).collect()
}
pub fn weighted(v: &[u32]) -> u32 {
    let mut s = 0;
    for (i, x) in v.iter().enumerate() { s += (i as u32 + 1) * x; }
    s
}
pub fn dot(a: &[i64], b: &[i64]) -> i64 {
    a.iter().zip(b.iter()).map(|(x, y)| x * y).sum()
}
pub fn backwards(n: u8) -> Vec<u8> {
    (0..n).rev().collect()
}
pub fn stepped(n: u32, s: usize) -> Vec<u32> {
    (0..n).step_by(s).collect()
}
pub fn window(v: &[i32], k: usize, t: usize) -> Vec<i32> {
    v.iter().skip(k).take(t).copied().collect()
}
pub fn chained(n: i32) -> Vec<i32> {
    (0..n).chain(10..10 + n).collect()
}
