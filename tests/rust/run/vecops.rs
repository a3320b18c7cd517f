// More Vec operations: truncate, extend_from_slice, clear, swap_remove, is_empty, fill,
// iter_mut, and Vec equality after them.
// CASE: ops | 6
// CASE: ops | 1
// CASE: sr | 3, 0
// CASE: sr | 3, 7
// CASE: doubled | &[1, -2, 3]
pub fn ops(n: usize) -> (Vec<usize>, bool, usize) {
    let mut v: Vec<usize> = (0..n).collect();
    v.truncate(4);
    v.extend_from_slice(&[7, 8]);
    let e = v.is_empty();
    let mut w = v.clone();
    w.clear();
    (v, e, w.len())
}
pub fn sr(n: usize, i: usize) -> (usize, Vec<usize>) {
    let mut v: Vec<usize> = (10..10 + n).collect();
    let x = v.swap_remove(i);
    (x, v)
}
pub fn doubled(v: &[i32]) -> Vec<i32> {
    let mut w = v.to_vec();
    for x in w.iter_mut() { *x *= 2; }
    let mut z = vec![0; 2];
    z.fill(5);
    w.extend_from_slice(&z);
    w
}
// CASE: clones | 1
// CASE: clones | -5
pub fn clones(x: i32) -> (Vec<i32>, Vec<i32>) {
    let mut a: Vec<i32> = Vec::new();
    let mut b = a.clone();
    b.push(x);
    a.push(x + 1);
    (a, b)
}
