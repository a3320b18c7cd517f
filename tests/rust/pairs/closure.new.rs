pub fn scaled(x: i16, k: i16) -> i16 { x * k + 1 }
pub fn scaled_bug(x: i16, k: i16) -> i16 { x.wrapping_mul(k) }
