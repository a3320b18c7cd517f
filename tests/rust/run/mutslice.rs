// Mutable references and slices: writes through them are seen by the caller.
// CASE: bump | 41
// CASE: bump | 2147483647
// CASE: zero_neg | [1, -2, 3, -4]
// CASE: bubble | [5, 1, 4, 2, 3]
// CASE: bubble | [1, 1, 0, 0, 2]
pub fn inc(a: &mut i32) { *a += 1; }
pub fn bump(x: i32) -> i32 { let mut y = x; inc(&mut y); y }
fn zn(v: &mut [i32]) { for i in 0..v.len() { if v[i] < 0 { v[i] = 0; } } }
pub fn zero_neg(mut a: [i32; 4]) -> [i32; 4] { zn(&mut a); a }
fn sort(v: &mut [i32]) { let n = v.len(); for i in 0..n { for j in 0..n - 1 - i { if v[j] > v[j + 1] { v.swap(j, j + 1); } } } }
pub fn bubble(mut a: [i32; 5]) -> [i32; 5] { sort(&mut a); a }
