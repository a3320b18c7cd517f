// str indexing by byte ranges: the window, and core::str's panics (out of bounds, begin > end, a
// byte index inside a char; the text shown cut at 256 bytes).
// CASE: ix | "héllo", 0, 2
// CASE: ix | "héllo", 3, 1
// CASE: ix | "héllo", 0, 10
// CASE: ix | "héllo", 10, 3
// CASE: ix | "héllo", 2, 2
// CASE: ix | "héllo", 2, 3
// CASE: ix | "héllo", 6, 6
// CASE: from | "héllo", 10
// CASE: from | "héllo", 2
// CASE: to_incl | "héllo", 99
// CASE: to_incl | "héllo", 1
// CASE: to_incl | "héllo", 2
// CASE: incl | "héllo", 2, 1
// CASE: incl | "héllo", 3, 1
// CASE: incl | "héllo", 7, 9
// CASE: incl | "héllo", 0, 18446744073709551615
// CASE: get | "héllo", 0, 2
// CASE: get | "héllo", 0, 3
// CASE: get | "héllo", 3, 1
// CASE: get | "héllo", 2, 9
// CASE: get | "héllo", 6, 6
// CASE: get_from | "héllo", 2
// CASE: get_from | "héllo", 1
// CASE: long | 400
// CASE: long | 299
pub fn ix(s: &str, a: usize, b: usize) -> String { s[a..b].to_string() }
pub fn from(s: &str, a: usize) -> String { let t = String::from(s); t[a..].to_string() }
pub fn to_incl(s: &str, a: usize) -> &str { &s[..=a] }
pub fn incl(s: &str, a: usize, b: usize) -> &str { &s[a..=b] }
pub fn long(k: usize) -> usize { let s = "x".repeat(255) + "é" + &"y".repeat(50); s[..k].len() }
pub fn get(s: &str, a: usize, b: usize) -> Option<&str> { s.get(a..b) }
pub fn get_from(s: &str, a: usize) -> Option<String> { s.get(a..).map(|t| t.to_string()) }
