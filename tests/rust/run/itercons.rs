// Iterator consumers: sum (with its overflow panic), product, count, fold, any, all, max, min,
// position, find, last, nth.
// CASE: total | &[1, 2, 3]
// CASE: total | &[2147483647, 1]
// CASE: fact | 5
// CASE: fact | 13
// CASE: stats | &[3, -1, 4, -1, 5]
// CASE: stats | &[]
// CASE: flags | &[2, 4, 6]
// CASE: flags | &[2, 3, 6]
// CASE: where_is | &[5, 6, 7], 7
// CASE: where_is | &[5, 6, 7], 8
// CASE: folded | &[1, 2, 3, 4]
// CASE: picks | &[9, 8, 7], 1
// CASE: picks | &[9, 8, 7], 5
pub fn total(v: &[i32]) -> i32 { v.iter().sum() }
pub fn fact(n: u32) -> u32 { (1..=n).product() }
pub fn stats(v: &[i32]) -> (Option<i32>, Option<i32>, usize) {
    (v.iter().max().copied(), v.iter().min().copied(), v.iter().filter(|x| **x < 0).count())
}
pub fn flags(v: &[i32]) -> (bool, bool) {
    (v.iter().all(|x| x % 2 == 0), v.iter().any(|x| *x > 5))
}
pub fn where_is(v: &[i32], k: i32) -> (Option<usize>, Option<i32>) {
    (v.iter().position(|x| *x == k), v.iter().find(|x| **x > k - 2).copied())
}
pub fn folded(v: &[i32]) -> i32 {
    v.iter().fold(0, |acc, x| acc * 10 + x)
}
pub fn picks(v: &[i32], k: usize) -> (Option<i32>, Option<i32>) {
    (v.iter().nth(k).copied(), v.iter().last().copied())
}
