// Iterating over a str: chars, bytes, rev, count, char methods.
// CASE: vowels | "programming"
// CASE: vowels | ""
// CASE: digits | "a1b22c333"
// CASE: rev | "héllo"
// CASE: bsum | "AB"
// CASE: upper | "MixEd"
pub fn vowels(s: &str) -> usize {
    let mut n = 0;
    for c in s.chars() {
        if c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' { n += 1; }
    }
    n
}
pub fn digits(s: &str) -> u32 {
    let mut t = 0;
    for c in s.chars() {
        if let Some(d) = c.to_digit(10) { t += d; }
    }
    t
}
pub fn rev(s: &str) -> String {
    s.chars().rev().collect()
}
pub fn bsum(s: &str) -> u32 {
    let mut t = 0u32;
    for b in s.bytes() { t = t * 256 + b as u32; }
    t
}
pub fn upper(s: &str) -> (usize, usize) {
    let mut u = 0;
    let mut l = 0;
    for c in s.chars() {
        if c.is_ascii_uppercase() { u += 1; } else if c.is_ascii_lowercase() { l += 1; }
    }
    (u, l)
}
