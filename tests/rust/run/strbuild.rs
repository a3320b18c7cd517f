// String building: String::new/from, push_str, push, len, as_str, to_string, +, +=.
// CASE: greet | "Ada"
// CASE: greet | ""
// CASE: repeat_ch | 'x', 4
// CASE: repeat_ch | 'é', 3
// CASE: joined | "a", "bc"
// CASE: blen | "héllo"
// CASE: popped | "abc"
// CASE: popped | ""
pub fn greet(name: &str) -> String {
    let mut s = String::from("Hello, ");
    s.push_str(name);
    s.push('!');
    s
}
pub fn repeat_ch(c: char, n: u32) -> (String, usize) {
    let mut s = String::new();
    for _ in 0..n { s.push(c); }
    let l = s.len();
    (s, l)
}
pub fn joined(a: &str, b: &str) -> String {
    let mut s = a.to_string() + "-" + b;
    s += "|";
    s += a;
    s
}
pub fn blen(s: &str) -> (usize, usize, bool) {
    let o = s.to_owned();
    (o.len(), o.as_str().chars().count(), o.is_empty())
}
pub fn popped(s: &str) -> (Option<char>, String) {
    let mut o = String::from(s);
    let c = o.pop();
    (c, o)
}
