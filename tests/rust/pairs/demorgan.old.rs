// VERDICT: both_pos equivalent
// VERDICT: xor_like equivalent
// VERDICT: nand_bug behaviour_changed
// Boolean rewrites: De Morgan's laws, an xor through != .
pub fn both_pos(a: i32, b: i32) -> bool { !(a <= 0 || b <= 0) }
pub fn xor_like(p: bool, q: bool) -> bool { (p || q) && !(p && q) }
pub fn nand_bug(p: bool, q: bool) -> bool { !(p && q) }
