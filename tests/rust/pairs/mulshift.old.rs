// VERDICT: dbl behaviour_changed
// VERDICT: dbl2 behaviour_changed
// VERDICT: dbl3 equivalent
pub fn dbl(x: i32) -> i32 { x * 2 }
pub fn dbl2(x: i32) -> i32 { x * 2 }
pub fn dbl3(x: i32) -> i32 { x * 2 }
