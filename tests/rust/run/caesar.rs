// A Caesar cipher: chars mapped through arithmetic on u8 and back, collected into a String.
// CASE: shift | "Hello, World", 3
// CASE: shift | "xyz", 25
// CASE: roundtrip | "abc", 7
pub fn shift(s: &str, k: u8) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_lowercase() { (((c as u8 - b'a' + k) % 26) + b'a') as char }
            else if c.is_ascii_uppercase() { (((c as u8 - b'A' + k) % 26) + b'A') as char }
            else { c }
        })
        .collect()
}
pub fn roundtrip(s: &str, k: u8) -> bool {
    let e = shift(s, k);
    shift(&e, 26 - k) == s
}
