// Division and remainder: truncation toward zero, division by zero, MIN / -1.
// CASE: div | 7, 2
// CASE: div | -7, 2
// CASE: div | 7, 0
// CASE: div | -2147483648, -1
// CASE: rem | -7, 2
// CASE: rem | 7, -2
// CASE: rem | 7, 0
// CASE: rem | -2147483648, -1
// CASE: udiv | 255, 16
// CASE: udiv | 1, 0
// CASE: byconst | 100
pub fn div(a: i32, b: i32) -> i32 { a / b }
pub fn rem(a: i32, b: i32) -> i32 { a % b }
pub fn udiv(a: u8, b: u8) -> u8 { a / b }
pub fn byconst(a: i64) -> i64 { a / 7 + a % 3 }
