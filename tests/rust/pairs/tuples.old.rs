// VERDICT: ov equivalent
// VERDICT: ov_wrong behaviour_changed
pub fn ov(a: u8, b: u8) -> (u8, bool) { a.overflowing_add(b) }
pub fn ov_wrong(a: u8, b: u8) -> (u8, bool) { a.overflowing_add(b) }
