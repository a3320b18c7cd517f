// VERDICT: q behaviour_changed
// VERDICT: q2 equivalent
// VERDICT: m equivalent
pub fn q(a: i32, b: i32) -> i32 { a / b }
pub fn q2(a: u16, b: u16) -> u16 { a / b }
pub fn m(a: u32) -> u32 { a % 8 }
