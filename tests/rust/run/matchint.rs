// match on integers: literals, ranges, negative patterns, guards, bindings.
// CASE: classify | -1
// CASE: classify | 0
// CASE: classify | 5
// CASE: classify | 50
// CASE: classify | 127
// CASE: classify | -128
// CASE: guard | 8
// CASE: guard | 9
// CASE: guard | -9
// CASE: wide | 18446744073709551615
// CASE: wide | 3
pub fn classify(x: i8) -> u8 { match x { -1 => 1, 0 => 2, 1..=9 => 3, 10 | 20 | 50 => 4, i8::MIN => 6, _ => 5 } }
pub fn guard(x: i32) -> i32 { match x { n if n % 2 == 0 => n / 2, n if n > 0 => 3 * n + 1, n => -n } }
pub fn wide(x: u64) -> u64 { match x { u64::MAX => 1, 0..=10 => 2, _ => 3 } }
