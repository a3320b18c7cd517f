// EXPECT: cap | 3 | went wrong: [unsupported] call to `Vec::capacity` at unsup/closure.rs:
// EXPECT: upper | "é" | went wrong: [unsupported] str::to_uppercase on text that is not ASCII at unsup/closure.rs:
// EXPECT: fnptr | 2 | returned 6
// EXPECT: map | 2 | went wrong: [unsupported] call to `HashMap::new` at unsup/closure.rs:
// EXPECT: custom | 1 | went wrong: [unsupported] call to `<Vec<Odd> as PartialEq>::eq` at unsup/closure.rs:
// EXPECT: direct | 1 | returned true
// EXPECT: ok | 2 | returned 4
pub fn cap(n: usize) -> usize { let v: Vec<u8> = Vec::with_capacity(n); v.capacity() }
pub fn upper(s: &str) -> String { s.to_uppercase() }
fn dbl(x: &i32) -> i32 { x * 2 }
pub fn fnptr(x: i32) -> i32 { [x, 1].iter().map(dbl).sum() }
pub fn ok(x: i32) -> i32 { x * 2 }
pub fn map(x: i32) -> usize { let mut m = std::collections::HashMap::new(); m.insert(1u8, x); m.len() }
// a file's own PartialEq decides, never a structural comparison
pub struct Odd(i32);
impl PartialEq for Odd { fn eq(&self, o: &Odd) -> bool { self.0 % 2 == o.0 % 2 } }
pub fn custom(x: i32) -> bool { vec![Odd(x)] == vec![Odd(x + 2)] }
pub fn direct(x: i32) -> bool { Odd(x) == Odd(x + 2) }
