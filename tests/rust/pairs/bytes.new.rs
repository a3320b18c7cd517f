pub fn low(x: u32) -> u32 { x & 0xff }
pub fn hi_nibble(x: u8) -> u8 { (x & 0xf0) / 16 }
pub fn sign_ext(x: u32) -> i32 { (x & 0xff) as i32 }
