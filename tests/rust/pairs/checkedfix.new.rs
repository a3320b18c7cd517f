pub fn add(a: i32, b: i32) -> i32 { a.checked_add(b).unwrap_or(i32::MAX) }
pub fn add_sat(a: i8, b: i8) -> i8 { a.saturating_add(b) }
pub fn add_sat_wrong(a: i8, b: i8) -> i8 { let s = a as i16 + b as i16; if s > 126 { 126 } else if s < -128 { -128 } else { s as i8 } }
