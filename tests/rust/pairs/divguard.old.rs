// VERDICT: ratio behaviour_changed
// VERDICT: rem_guard equivalent
// A division guard added: the old version panics on b == 0 ("attempt to divide by zero"), the new
// returns 0: a removed panic is a change of behaviour. rem_guard's versions test the same guard in
// two ways.
pub fn ratio(a: i32, b: i32) -> i32 { a / b }
pub fn rem_guard(a: u16, b: u16) -> u16 { if b == 0 { 0 } else { a % b } }
