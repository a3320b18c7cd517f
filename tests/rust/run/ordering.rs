// Comparisons returning Ordering through cmp, matched.
// CASE: sign3 | 3, 5
// CASE: sign3 | 5, 5
// CASE: sign3 | 7, 5
// CASE: ord | -1, 1
pub fn sign3(a: i32, b: i32) -> i32 { match a.cmp(&b) { std::cmp::Ordering::Less => -1, std::cmp::Ordering::Equal => 0, std::cmp::Ordering::Greater => 1 } }
pub fn ord(a: i64, b: i64) -> std::cmp::Ordering { a.cmp(&b) }
