// VERDICT: clampneg behaviour_changed
// VERDICT: checked equivalent
// A panic introduced: the new clampneg asserts its precondition where the old returned 0.
// checked: assert! and an explicit panic! with the same message are the same outcome.
pub fn clampneg(x: i32) -> i32 { if x < 0 { 0 } else { x } }
pub fn checked(x: u8) -> u8 { if x > 200 { panic!("assertion failed: x <= 200") } x + 1 }
