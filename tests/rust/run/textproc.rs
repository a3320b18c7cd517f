// Text handling over String and &str: trim, chars with filters and maps, push_str into a buffer,
// counting, reversing, padding a field to a width, an index panic past the end.
// CASE: clean | "  Hello, World 42  "
// CASE: clean | ""
// CASE: vowels | "programming in rust"
// CASE: rev_words | "one two  three"
// CASE: pad | "AB", 5
// CASE: pad | "ABCDEFG", 3
// CASE: nth_char | "héllo", 1
// CASE: nth_char | "abc", 7
// CASE: digits_sum | "a1b2c39"
pub fn clean(s: &str) -> String {
    let t = s.trim();
    let mut out = String::new();
    for c in t.chars() {
        if c.is_ascii_alphanumeric() { out.push(c.to_ascii_uppercase()); }
        else if c == ' ' && !out.ends_with('_') { out.push('_'); }
    }
    out
}
pub fn vowels(s: &str) -> usize { s.chars().filter(|c| "aeiou".contains(*c)).count() }
pub fn rev_words(s: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut cur = String::new();
    for c in s.chars() {
        if c == ' ' { if !cur.is_empty() { words.push(cur.clone()); cur.clear(); } } else { cur.push(c); }
    }
    if !cur.is_empty() { words.push(cur); }
    let mut out = String::new();
    while let Some(w) = words.pop() {
        if !out.is_empty() { out.push_str(" "); }
        out.push_str(&w);
    }
    out
}
pub fn pad(s: &str, w: usize) -> String {
    let mut f = String::from(s);
    while f.len() < w { f.push(' '); }
    format!("[{}] [{:>8}] [{:-^9}]", f, s, s)
}
pub fn nth_char(s: &str, i: usize) -> char { s.chars().nth(i).unwrap() }
pub fn digits_sum(s: &str) -> u32 { s.chars().filter_map(|c| c.to_digit(10)).sum() }
