// VERDICT: wadd behaviour_changed
// VERDICT: dbl behaviour_changed
// wrapping_add against +: the same sum until it overflows, where + panics. A shift against a
// multiplication by two: x << 1 never panics, x * 2 does on overflow.
pub fn wadd(a: u8, b: u8) -> u8 { a.wrapping_add(b) }
pub fn dbl(x: u32) -> u32 { x << 1 }
