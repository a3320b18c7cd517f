#[derive(Debug)]
pub struct P { pub x: i32, pub y: i32 }
#[derive(Debug)]
pub struct Rect { pub lo: i16, pub hi: i16 }
pub fn dist(p: P) -> u32 { p.x.abs_diff(p.y) }
pub fn dist_bug(p: P) -> u32 { (p.x - p.y).unsigned_abs() }
pub fn inside(r: &Rect, x: i16) -> bool { !(x < r.lo || x >= r.hi) }
pub fn inside_bug(r: &Rect, x: i16) -> bool { !(x < r.lo || x > r.hi) }
pub fn pick(t: (u8, u8, bool)) -> u8 { match t { (a, _, true) => a, (_, b, false) => b } }
pub fn pick_bug(t: (u8, u8, bool)) -> u8 { match t { (a, _, true) => a, (_, b, false) => if b == 0 { 1 } else { b } } }
