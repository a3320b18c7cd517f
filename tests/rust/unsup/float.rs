// EXPECT: f | 3 | went wrong: [unsupported] cast to f64 (IntToFloat) at unsup/float.rs:3:
// EXPECT: h | 1 | returned 1
pub fn f(x: i32) -> i32 { let y = x as f64 * 1.5; if y > 2.0 { 1 } else { 0 } }
pub fn h(x: i32) -> i32 { x }
