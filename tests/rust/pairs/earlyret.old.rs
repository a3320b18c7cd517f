// VERDICT: sign equivalent
// VERDICT: sign2 equivalent
// VERDICT: sign_wrong behaviour_changed
pub fn sign(x: i32) -> i32 { if x < 0 { return -1; } if x == 0 { return 0; } 1 }
pub fn sign2(x: i32) -> i32 { if x < 0 { return -1; } if x == 0 { return 0; } 1 }
pub fn sign_wrong(x: i32) -> i32 { if x < 0 { return -1; } if x == 0 { return 0; } 1 }
