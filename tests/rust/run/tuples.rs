// Tuples: construction, fields, destructuring, tuple arguments.
// CASE: swap | (1, true)
// CASE: divmod | 17, 5
// CASE: divmod | 17, 0
// CASE: pick | (3, -4, 5)
// CASE: nest | 2
// CASE: unit | 3
pub fn swap(t: (i32, bool)) -> (bool, i32) { (t.1, t.0) }
pub fn divmod(a: u32, b: u32) -> (u32, u32) { (a / b, a % b) }
pub fn pick(t: (i8, i8, i8)) -> i8 { let (a, b, c) = t; if a > b { a - c } else { b + c } }
pub fn nest(x: i32) -> ((i32, i32), (i32,)) { ((x, x * x), (x + 1,)) }
pub fn unit(x: i32) { let _ = x + 1; }
