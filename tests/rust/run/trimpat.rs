// str's pattern trims and strips (str::trim_*_matches, strip_prefix/suffix): char, str and
// closure patterns; the closure prints each char it is asked about, so the order std asks in
// (front until a reject, then back down to it) is part of the outcome.
// CASE: lead_zeros | "000120"
// CASE: lead_zeros | "0000"
// CASE: lead_zeros | ""
// CASE: stars | "**a*b**"
// CASE: stars | "****"
// CASE: strs | "abababcab", "ab"
// CASE: strs | "aaa", "aa"
// CASE: strs | "xyz", ""
// CASE: asked | "--7-+"
// CASE: asked | "+-+"
// CASE: asked | "9"
// CASE: asked_end | "12--"
// CASE: asked_start | "é-x"
// CASE: strip | "$120.50"
// CASE: strip | "120"
// CASE: strip | "$"
// CASE: strip_char | "(42)"
// CASE: strip_char | "(42"
pub fn lead_zeros(s: &str) -> (String, usize) {
    let t = s.trim_start_matches('0');
    let t = if t.is_empty() && !s.is_empty() { "0" } else { t };
    (t.to_string(), s.len() - t.len())
}
pub fn stars(s: &str) -> (String, String, String) {
    (s.trim_matches('*').to_string(), s.trim_start_matches('*').to_string(), s.trim_end_matches('*').to_string())
}
pub fn strs(s: &str, p: &str) -> (String, String) {
    (s.trim_start_matches(p).to_string(), s.trim_end_matches(p).to_string())
}
pub fn asked(s: &str) -> String {
    let t = s.trim_matches(|c: char| { println!("asked {}", c); c == '-' || c == '+' });
    t.to_string()
}
pub fn asked_end(s: &str) -> usize {
    s.trim_end_matches(|c: char| { print!("{} ", c); !c.is_ascii_digit() }).len()
}
pub fn asked_start(s: &str) -> usize {
    let mut n = 0;
    let r = s.trim_start_matches(|c: char| { n += 1; !c.is_ascii() || c == '-' }).len();
    r * 100 + n
}
pub fn strip(s: &str) -> Option<u32> {
    let body = s.strip_prefix("$")?;
    let mut v: u32 = 0;
    for c in body.chars() { if let Some(d) = c.to_digit(10) { v = v * 10 + d; } }
    Some(v)
}
pub fn strip_char(s: &str) -> Option<String> {
    s.strip_prefix('(').and_then(|r| r.strip_suffix(')')).map(|r| r.to_string())
}
