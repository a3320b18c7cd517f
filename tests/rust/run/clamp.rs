// Saturating arithmetic by hand vs the std methods.
// CASE: by_hand | 100, 100
// CASE: by_hand | -100, -100
// CASE: by_hand | 1, 2
// CASE: both | 127, 1
pub fn by_hand(a: i8, b: i8) -> i8 { let s = a as i16 + b as i16; if s > 127 { 127 } else if s < -128 { -128 } else { s as i8 } }
pub fn both(a: i8, b: i8) -> bool { by_hand(a, b) == a.saturating_add(b) }
