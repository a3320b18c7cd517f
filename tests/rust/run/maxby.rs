// max_by_key and min_by_key (ties: the last maximum, the first minimum), max/min on tuples.
// CASE: longest | "a bb cc d"
// CASE: longest | ""
// CASE: extremes | &[3, -7, 7, 2, -7]
// CASE: best | &[(1, 5), (2, 9), (3, 9)]
pub fn longest(s: &str) -> Option<usize> {
    let words: Vec<&str> = vec!["a", "bb", "cc", "d"];
    if s.is_empty() { return None; }
    let w = words.iter().enumerate().max_by_key(|(_, w)| w.len()).map(|(i, _)| i);
    w
}
pub fn extremes(v: &[i32]) -> (Option<usize>, Option<usize>) {
    let mx = v.iter().enumerate().max_by_key(|(_, x)| x.abs()).map(|(i, _)| i);
    let mn = v.iter().enumerate().min_by_key(|(_, x)| **x).map(|(i, _)| i);
    (mx, mn)
}
pub fn best(v: &[(u8, u8)]) -> (Option<(u8, u8)>, Option<(u8, u8)>) {
    (v.iter().max_by_key(|p| p.1).copied(), v.iter().min().copied())
}
