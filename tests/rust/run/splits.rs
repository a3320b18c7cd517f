// Splitting records into fields as translated record readers do: str::split by a char or a str
// (a trailing separator gives an empty last field, an empty input one empty field),
// split_whitespace over runs of Unicode white space, join and concat to rebuild a line.
// CASE: fields | "1,2,,3"
// CASE: fields | ""
// CASE: fields | "a,"
// CASE: fields | ","
// CASE: by_str | "aaa", "aa"
// CASE: by_str | "x--y----z", "--"
// CASE: by_str | "abc", "abcd"
// CASE: multibyte | "α→β→γ"
// CASE: words | "  the quick\tbrown \n fox  "
// CASE: words | "   "
// CASE: words | "nbsp\u{a0}and\u{2003}em"
// CASE: total | "10 20 x 30"
// CASE: total | "250 250 250"
// CASE: rejoin | "c b a", "+"
// CASE: rejoin | "", "+"
// CASE: concat3 | "ab", "cd"
// CASE: nth_field | "ID;NAME;AMOUNT", 1
// CASE: nth_field | "ID;NAME;AMOUNT", 3
// CASE: esc | "tab\there\r\n\0\"q\" \\ \u{1F600}", '\u{e9}'
// CASE: esc | "x\u{e9}y", '\u{e9}'
pub fn fields(s: &str) -> Vec<String> { s.split(',').map(|f| f.to_string()).collect() }
pub fn by_str(s: &str, p: &str) -> (usize, Vec<String>) {
    let v: Vec<String> = s.split(p).map(|f| String::from(f)).collect();
    (s.split(p).count(), v)
}
pub fn multibyte(s: &str) -> Vec<usize> { s.split('→').map(|f| f.len()).collect() }
pub fn words(s: &str) -> (usize, Vec<String>) {
    let mut out = Vec::new();
    for w in s.split_whitespace() { out.push(w.to_uppercase()); }
    (s.split_whitespace().count(), out)
}
pub fn total(s: &str) -> u8 {
    let mut t: u8 = 0;
    for w in s.split(' ') {
        let mut v: u8 = 0;
        for c in w.chars() { if let Some(d) = c.to_digit(10) { v = v * 10 + d as u8; } }
        t += v;
    }
    t
}
pub fn rejoin(s: &str, sep: &str) -> String {
    let mut v: Vec<&str> = s.split(' ').collect();
    v.reverse();
    v.join(sep)
}
pub fn concat3(a: &str, b: &str) -> (String, String) {
    let v = vec![a.to_string(), b.to_string(), a.to_string()];
    (v.concat(), v.join(", "))
}
pub fn nth_field(s: &str, k: usize) -> Option<String> { s.split(';').nth(k).map(|f| f.to_lowercase()) }
pub fn esc(s: &str, c: char) -> (usize, usize, Vec<String>) { (s.len(), s.chars().count(), s.split(c).map(|f| f.to_string()).chain(s.split('\t').map(|f| f.to_string())).collect()) }
