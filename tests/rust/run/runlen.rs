// Run-length encoding of a str into a String and into a Vec of pairs.
// CASE: encode | "aaabccdddd"
// CASE: encode | ""
// CASE: encode | "xyz"
// CASE: pairs | "aabbbc"
pub fn encode(s: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    let mut n = 0;
    for c in s.chars() {
        if Some(c) == prev { n += 1; continue; }
        if let Some(p) = prev { out.push_str(&n.to_string()); out.push(p); }
        prev = Some(c);
        n = 1;
    }
    if let Some(p) = prev { out.push_str(&n.to_string()); out.push(p); }
    out
}
pub fn pairs(s: &str) -> Vec<(char, usize)> {
    let mut v: Vec<(char, usize)> = Vec::new();
    for c in s.chars() {
        let n = v.len();
        if n > 0 && v[n - 1].0 == c { v[n - 1].1 += 1; } else { v.push((c, 1)); }
    }
    v
}
