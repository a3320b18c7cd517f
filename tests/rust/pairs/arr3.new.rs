pub fn sum3(a: i32, b: i32, c: i32) -> i32 { [a, b, c].iter().sum() }
pub fn sum3_wrong(a: i32, b: i32, c: i32) -> i32 { let v = [a, b, c]; let mut s = 0; for i in 0..2 { s += v[i]; } s }
pub fn top3(a: i16, b: i16, c: i16) -> i16 { a.max(b).max(c) }
pub fn top3_wrong(a: i16, b: i16, c: i16) -> i16 { a.max(b).min(c) }
