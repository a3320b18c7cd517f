// VERDICT: add behaviour_changed
// VERDICT: add_u equivalent
// VERDICT: add_sat behaviour_changed
// Overflow fixes: a + b panics on overflow in a debug build; checked_add(..).unwrap_or(MAX)
// returns MAX instead, so the fix is a change (a panic removed). For u32, checked_add with
// unwrap_or(MAX) is saturating_add. For i32 it is not: a negative overflow saturates to MIN.
pub fn add(a: i32, b: i32) -> i32 { a + b }
pub fn add_u(a: u32, b: u32) -> u32 { a.checked_add(b).unwrap_or(u32::MAX) }
pub fn add_sat(a: i32, b: i32) -> i32 { a.checked_add(b).unwrap_or(i32::MAX) }
