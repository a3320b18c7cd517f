// The vec! macro (a boxed array turned into a Vec), vec![x; n], clone, equality, contains.
// CASE: pick | 0
// CASE: pick | 2
// CASE: pick | 3
// CASE: filled | 4, 7
// CASE: filled | 0, 7
// CASE: same | 1, 2
// CASE: same | 2, 2
// CASE: has | 5
// CASE: has | 6
pub fn pick(i: usize) -> i64 {
    let v = vec![10i64, -20, 30];
    v[i] * 2
}
pub fn filled(n: usize, x: u8) -> (Vec<u8>, usize) {
    let v = vec![x; n];
    (v.clone(), v.len())
}
pub fn same(a: i32, b: i32) -> (bool, bool) {
    let v = vec![a, 1, 2];
    let w = vec![b, 1, 2];
    let c = v.clone();
    (v == w, c == v)
}
pub fn has(x: i32) -> bool {
    let v = vec![1, 3, 5, 7];
    v.contains(&x)
}
