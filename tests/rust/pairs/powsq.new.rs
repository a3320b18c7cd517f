pub fn square(x: i32) -> i32 { x * x }
pub fn cube_bug(x: i16) -> i16 { ((x as i64) * (x as i64) * (x as i64)) as i16 }
