// Explicit panics: panic!, unreachable!, assert!, assert_eq!, assert_ne!.
// CASE: limit | 3
// CASE: limit | 11
// CASE: unr | 1
// CASE: unr | 0
// CASE: asrt | 5
// CASE: asrt | -5
// CASE: eq | 4, 4
// CASE: eq | 4, 5
// CASE: ne | 4, 5
// CASE: ne | 6, 6
// CASE: todo_ | 1
pub fn limit(x: i32) -> i32 { if x > 10 { panic!("value too large") } x * 2 }
pub fn unr(x: u8) -> u8 { if x == 0 { unreachable!() } x }
pub fn asrt(x: i32) -> i32 { assert!(x >= 0); x }
pub fn eq(a: i32, b: i32) -> i32 { assert_eq!(a, b); a }
pub fn ne(a: u64, b: u64) -> u64 { assert_ne!(a, b); a + b }
pub fn todo_(x: i32) -> i32 { if x > 0 { todo!() } 0 }
