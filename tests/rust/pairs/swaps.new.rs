pub fn order(a: i64, b: i64) -> (i64, i64) { if a > b { (b, a) } else { (a, b) } }
pub fn rotate(a: u8, b: u8, c: u8) -> (u8, u8, u8) { let (x, y, z) = (b, c, a); (x, y, z) }
