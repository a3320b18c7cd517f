// EXPECT: cap | 3 | went wrong: [unsupported] call to `Vec::capacity` at unsup/closure.rs:
// EXPECT: upper | "é" | went wrong: [unsupported] str::to_uppercase on text that is not ASCII at unsup/closure.rs:
// EXPECT: fnptr | 2 | returned 6
// EXPECT: map | 2 | went wrong: [unsupported] call to `HashMap::new` at unsup/closure.rs:
// EXPECT: ok | 2 | returned 4
pub fn cap(n: usize) -> usize { let v: Vec<u8> = Vec::with_capacity(n); v.capacity() }
pub fn upper(s: &str) -> String { s.to_uppercase() }
fn dbl(x: &i32) -> i32 { x * 2 }
pub fn fnptr(x: i32) -> i32 { [x, 1].iter().map(dbl).sum() }
pub fn ok(x: i32) -> i32 { x * 2 }
pub fn map(x: i32) -> usize { let mut m = std::collections::HashMap::new(); m.insert(1u8, x); m.len() }
