pub fn times4(x: i32) -> i32 { x * 4 }
pub fn times4_u(x: u16) -> u16 { x + x + x + x }
