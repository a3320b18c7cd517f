// Owned iteration: Vec::into_iter, arrays by value, strings collected from maps, chars zipped.
// CASE: squares | 4
// CASE: squares | 0
// CASE: arr | 3
// CASE: initials | "ada lovelace", "alan turing"
// CASE: diffpos | "kitten", "sitting"
pub fn squares(n: u64) -> (Vec<u64>, u64) {
    let v: Vec<u64> = (1..=n).collect();
    let mut s = 0;
    let mut out = Vec::new();
    for x in v.into_iter() { s += x; out.push(x * x); }
    (out, s)
}
pub fn arr(k: i32) -> i32 {
    let a = [k, k * 2, k * 3];
    let mut t = 0;
    for x in a { t = t * 10 + x; }
    t
}
pub fn initials(a: &str, b: &str) -> String {
    let parts = vec![a, b];
    parts.iter().map(|s| s.chars().next().unwrap_or('?').to_ascii_uppercase()).collect()
}
pub fn diffpos(a: &str, b: &str) -> Vec<usize> {
    a.chars().zip(b.chars()).enumerate().filter(|(_, (x, y))| x != y).map(|(i, _)| i).collect()
}
