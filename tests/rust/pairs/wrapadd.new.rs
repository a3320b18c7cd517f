pub fn wadd(a: u8, b: u8) -> u8 { a + b }
pub fn dbl(x: u32) -> u32 { x * 2 }
