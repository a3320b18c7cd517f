// VERDICT: lo equivalent
// VERDICT: clampit equivalent
// VERDICT: absval equivalent
// Hand-written min, clamp and abs replaced by std's: the same values, and abs panics at i32::MIN
// with the same message as the negation ("attempt to negate with overflow").
pub fn lo(a: i64, b: i64) -> i64 { if a < b { a } else { b } }
pub fn clampit(x: i32) -> i32 { if x < -5 { -5 } else if x > 5 { 5 } else { x } }
pub fn absval(x: i32) -> i32 { if x < 0 { -x } else { x } }
