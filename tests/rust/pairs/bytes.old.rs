// VERDICT: low equivalent
// VERDICT: hi_nibble equivalent
// VERDICT: sign_ext behaviour_changed
// Casts against masks: `as u8` keeps the low byte; `as i8 as i32` sign-extends where the mask
// does not.
pub fn low(x: u32) -> u32 { (x as u8) as u32 }
pub fn hi_nibble(x: u8) -> u8 { x >> 4 }
pub fn sign_ext(x: u32) -> i32 { (x as u8 as i8) as i32 }
