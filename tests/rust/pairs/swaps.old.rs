// VERDICT: order equivalent
// VERDICT: rotate equivalent
// Swapping through a temporary against a tuple, and a rotation by destructuring.
pub fn order(a: i64, b: i64) -> (i64, i64) { let (mut x, mut y) = (a, b); if x > y { let t = x; x = y; y = t; } (x, y) }
pub fn rotate(a: u8, b: u8, c: u8) -> (u8, u8, u8) { let t = a; let a2 = b; let b2 = c; (a2, b2, t) }
