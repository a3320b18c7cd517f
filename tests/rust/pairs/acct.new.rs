#[derive(Debug)]
pub struct Acct { pub bal: i32, pub limit: i32 }
#[derive(Debug)]
pub struct Pt { pub x: i32, pub y: i32, pub z: i32 }
pub fn can_pay(a: &Acct, amt: i32) -> bool { amt as i64 - a.bal as i64 <= a.limit as i64 }
pub fn can_pay_wrong(a: &Acct, amt: i32) -> bool { (amt as i64 - a.bal as i64) < a.limit as i64 }
pub fn can_pay_i32(a: &Acct, amt: i32) -> bool { amt - a.bal <= a.limit }
pub fn moved(p: Pt, d: i32) -> Pt { Pt { x: p.x.wrapping_add(d), y: p.y, z: p.z } }
pub fn moved_wrong(p: Pt, d: i32) -> Pt { Pt { x: p.x.wrapping_add(d), y: p.z, z: p.z } }
