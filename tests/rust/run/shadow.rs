// Blocks, shadowing, if-expressions and mutation order.
// CASE: f | 5
// CASE: f | -5
// CASE: g | 3
pub fn f(x: i32) -> i32 { let x = x * 2; let y = { let x = x + 1; x * x }; if y > 50 { y - x } else { x - y } }
pub fn g(mut x: u32) -> u32 { x += 1; let y = x; x *= 10; y + x }
