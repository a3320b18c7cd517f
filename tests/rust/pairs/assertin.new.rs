pub fn clampneg(x: i32) -> i32 { assert!(x >= 0); x }
pub fn checked(x: u8) -> u8 { assert!(x <= 200); x + 1 }
