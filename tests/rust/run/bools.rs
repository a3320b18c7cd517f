// bool logic: short-circuit, not, comparisons of every kind.
// CASE: logic | true, false, 3
// CASE: logic | false, true, -3
// CASE: cmp | 3, 3
// CASE: cmp | -1, 2
// CASE: ucmp | 4294967295, 0
// CASE: sc | 0, 5
// CASE: sc | 2, 5
pub fn logic(a: bool, b: bool, x: i32) -> (bool, bool, bool, bool) { (a && b, a || b, !a ^ b, a && x > 0 || b && x < 0) }
pub fn cmp(a: i32, b: i32) -> [bool; 6] { [a == b, a != b, a < b, a <= b, a > b, a >= b] }
pub fn ucmp(a: u32, b: u32) -> (bool, bool) { (a > b, a.wrapping_add(1) > b) }
pub fn sc(d: i32, n: i32) -> bool { d != 0 && n / d > 1 }
