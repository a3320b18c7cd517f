// Iterator adapter chains with closures capturing locals: map, filter, enumerate, zip, rev,
// step_by, take, skip, sum with a debug build's overflow, collect into a Vec, any/all/position.
// CASE: weighted | &[3, 1, 4, 1, 5]
// CASE: weighted | &[]
// CASE: evens_sq | 10
// CASE: above | &[5, 12, 7, 30, 2], 6
// CASE: dot | &[1, 2, 3], &[4, 5, 6]
// CASE: dot | &[1, 2, 3], &[4]
// CASE: odd_pos | &[2, 4, 7, 8]
// CASE: odd_pos | &[2, 4]
// CASE: overflow_sum | 200
// CASE: window | &[9, 8, 7, 6, 5, 4, 3]
pub fn weighted(v: &[i32]) -> i32 { v.iter().enumerate().map(|(i, x)| (i as i32 + 1) * x).sum() }
pub fn evens_sq(n: u32) -> Vec<u32> { (0..n).filter(|x| x % 2 == 0).map(|x| x * x).collect() }
pub fn above(v: &[i32], t: i32) -> (usize, bool, bool) {
    let k = v.iter().filter(|&&x| x > t).count();
    (k, v.iter().any(|&x| x > 4 * t), v.iter().all(|x| *x > 0))
}
pub fn dot(a: &[i64], b: &[i64]) -> i64 { a.iter().zip(b.iter()).map(|(x, y)| x * y).sum() }
pub fn odd_pos(v: &[i32]) -> Option<usize> { v.iter().position(|x| x % 2 != 0) }
pub fn overflow_sum(n: u8) -> u8 { (0..n).step_by(3).sum() }
pub fn window(v: &[u32]) -> Vec<u32> { v.iter().rev().skip(1).take(4).copied().collect() }
