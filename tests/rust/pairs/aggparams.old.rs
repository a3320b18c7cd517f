// VERDICT: dist equivalent
// VERDICT: dist_bug behaviour_changed
// VERDICT: inside equivalent
// VERDICT: inside_bug behaviour_changed
// VERDICT: pick equivalent
// VERDICT: pick_bug behaviour_changed
// Struct and tuple parameters of integer and bool fields, symbolic field by field. dist: a
// wrapping difference against abs_diff (equal modulo 2^32, and the exact distance fits in u32);
// dist_bug's plain subtraction panics on overflow. inside: a range test on a &Rect against its
// negation; the twin includes hi. pick: field access against a tuple pattern; the twin changes 0.
#[derive(Debug)]
pub struct P { pub x: i32, pub y: i32 }
#[derive(Debug)]
pub struct Rect { pub lo: i16, pub hi: i16 }
pub fn dist(p: P) -> u32 { if p.x >= p.y { p.x.wrapping_sub(p.y) as u32 } else { p.y.wrapping_sub(p.x) as u32 } }
pub fn dist_bug(p: P) -> u32 { if p.x >= p.y { p.x.wrapping_sub(p.y) as u32 } else { p.y.wrapping_sub(p.x) as u32 } }
pub fn inside(r: &Rect, x: i16) -> bool { r.lo <= x && x < r.hi }
pub fn inside_bug(r: &Rect, x: i16) -> bool { r.lo <= x && x < r.hi }
pub fn pick(t: (u8, u8, bool)) -> u8 { if t.2 { t.0 } else { t.1 } }
pub fn pick_bug(t: (u8, u8, bool)) -> u8 { if t.2 { t.0 } else { t.1 } }
