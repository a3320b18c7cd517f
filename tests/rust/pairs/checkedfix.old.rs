// VERDICT: add behaviour_changed
// VERDICT: add_sat equivalent
// VERDICT: add_sat_wrong behaviour_changed
pub fn add(a: i32, b: i32) -> i32 { a + b }
pub fn add_sat(a: i8, b: i8) -> i8 { let s = a as i16 + b as i16; if s > 127 { 127 } else if s < -128 { -128 } else { s as i8 } }
pub fn add_sat_wrong(a: i8, b: i8) -> i8 { let s = a as i16 + b as i16; if s > 127 { 127 } else if s < -128 { -128 } else { s as i8 } }
