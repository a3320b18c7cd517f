pub fn sign(x: i32) -> i32 { let mut r = 1; if x < 0 { r = -1; } else if x == 0 { r = 0; } r }
pub fn sign2(x: i32) -> i32 { x.signum() }
pub fn sign_wrong(x: i32) -> i32 { let mut r = 1; if x <= 0 { r = -1; } else if x == 0 { r = 0; } r }
