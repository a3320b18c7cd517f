// Arrays by value and indexing with bounds checks.
// CASE: get | [1, 2, 3], 0
// CASE: get | [1, 2, 3], 2
// CASE: get | [1, 2, 3], 3
// CASE: get | [1, 2, 3], 18446744073709551615
// CASE: sum | [1, 2, 3, 4, 5]
// CASE: sum | [2147483647, 1, 0, 0, 0]
// CASE: rev | [1, 2, 3, 4]
// CASE: fill | 7
// CASE: swap2 | [1, 2, 3], 0, 2
pub fn get(a: [i32; 3], i: usize) -> i32 { a[i] }
pub fn sum(a: [i32; 5]) -> i32 { let mut s = 0; let mut i = 0; while i < 5 { s += a[i]; i += 1; } s }
pub fn rev(mut a: [u8; 4]) -> [u8; 4] { let n = a.len(); for i in 0..n / 2 { let t = a[i]; a[i] = a[n - 1 - i]; a[n - 1 - i] = t; } a }
pub fn fill(x: i64) -> [i64; 3] { let mut a = [0; 3]; a[1] = x; a[2] = x * 2; a }
pub fn swap2(mut a: [i32; 3], i: usize, j: usize) -> [i32; 3] { a.swap(i, j); a }
