// Comparing strings: ==, <, starts_with, ends_with, contains, trim.
// CASE: eq | "abc", "abc"
// CASE: eq | "abc", "abd"
// CASE: order | "apple", "banana"
// CASE: order | "b", "a"
// CASE: order | "ab", "abc"
// CASE: affix | "hello world"
// CASE: affix | "world hello"
// CASE: trimmed | "  hi there \t"
// CASE: trimmed | "   "
// CASE: is_yes | "yes"
// CASE: is_yes | "no"
pub fn eq(a: &str, b: &str) -> (bool, bool) {
    let s = String::from(a);
    (a == b, s == b)
}
pub fn order(a: &str, b: &str) -> (bool, bool) {
    let x = a.to_string();
    let y = b.to_string();
    (a < b, x > y)
}
pub fn affix(s: &str) -> (bool, bool, bool, bool) {
    (s.starts_with("hello"), s.ends_with("world"), s.contains("o w"), s.contains('z'))
}
pub fn trimmed(s: &str) -> (String, usize) {
    let t = s.trim();
    (t.to_string(), s.trim_start().len() + s.trim_end().len())
}
pub fn is_yes(s: &str) -> i32 {
    if s == "yes" { 1 } else { 0 }
}
