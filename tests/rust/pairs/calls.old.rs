// VERDICT: sq equivalent
// VERDICT: pw equivalent
// VERDICT: pw_wrong behaviour_changed
fn square(x: i32) -> i32 { x * x }
pub fn sq(x: i32) -> i32 { square(x) + 1 }
pub fn pw(x: i32) -> i32 { x.pow(3) }
pub fn pw_wrong(x: i32) -> i32 { x.pow(3) }
