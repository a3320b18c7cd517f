// VERDICT: modp unknown unsupported: call to `core::num::<impl i32>::rem_euclid`
// VERDICT: modp_wrong behaviour_changed
pub fn modp(x: i32) -> i32 { x.rem_euclid(3) }
pub fn modp_wrong(x: i32) -> i32 { x.rem_euclid(3) }
