// A division by zero panics with another message through checked_div().unwrap().
pub fn q(a: i32, b: i32) -> i32 { a.checked_div(b).unwrap() }
pub fn q2(a: u16, b: u16) -> u16 { if b == 0 { panic!("attempt to divide by zero") } a / b }
pub fn m(a: u32) -> u32 { a & 7 }
