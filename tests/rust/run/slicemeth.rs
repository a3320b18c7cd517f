// Slice methods: len, first, last, get, iter, contains, is_empty, sub-slicing and its panics.
// CASE: ends | &[4, 5, 6]
// CASE: ends | &[]
// CASE: getter | &[1, 2, 3], 2
// CASE: getter | &[1, 2, 3], 3
// CASE: window | &[1, 2, 3, 4, 5], 1, 3
// CASE: window | &[1, 2, 3, 4, 5], 3, 9
// CASE: window | &[1, 2, 3, 4, 5], 4, 2
// CASE: tail | &[7, 8, 9], 1
// CASE: tail | &[7, 8, 9], 5
pub fn ends(v: &[i32]) -> (Option<i32>, Option<i32>, bool) {
    (v.first().copied(), v.last().copied(), v.is_empty())
}
pub fn getter(v: &[u8], i: usize) -> u8 {
    match v.get(i) {
        Some(x) => *x,
        None => 255,
    }
}
pub fn window(v: &[i32], a: usize, b: usize) -> i32 {
    let w = &v[a..b];
    let mut s = 0;
    for x in w.iter() { s += x; }
    s
}
pub fn tail(v: &[i32], k: usize) -> usize {
    v[k..].len() + v[..1].len()
}
