// Slice patterns: match on [], [x], [first, .., last], [a, rest @ ..].
// CASE: shape | &[]
// CASE: shape | &[4]
// CASE: shape | &[1, 2, 3, 9]
// CASE: heads | &[5, 6, 7]
// CASE: heads | &[5]
pub fn shape(v: &[i32]) -> i32 {
    match v {
        [] => -1,
        [x] => *x,
        [a, .., b] => a * 100 + b,
    }
}
pub fn heads(v: &[u8]) -> (u8, usize) {
    match v {
        [a, rest @ ..] => (*a, rest.len()),
        [] => (0, 0),
    }
}
