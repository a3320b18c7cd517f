// VERDICT: a equivalent
// VERDICT: b behaviour_changed
// VERDICT: c equivalent
pub fn a(x: i32) -> i32 { if x < 0 { -x } else { x } }
pub fn b(x: i32) -> i32 { if x < 0 { -x } else { x } }
pub fn c(x: i64, y: i64) -> i64 { if x > y { x } else { y } }
