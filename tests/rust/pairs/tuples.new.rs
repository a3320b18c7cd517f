pub fn ov(a: u8, b: u8) -> (u8, bool) { let s = a as u16 + b as u16; (s as u8, s > 255) }
pub fn ov_wrong(a: u8, b: u8) -> (u8, bool) { let s = a as u16 + b as u16; (s as u8, s >= 255) }
