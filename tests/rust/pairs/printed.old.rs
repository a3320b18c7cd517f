// VERDICT: inc behaviour_changed
// VERDICT: quiet behaviour_changed
// Printing is observable: a println! added changes the outcome even where the value is the same;
// a message changed in one digit too.
pub fn inc(x: i32) -> i32 { x.wrapping_add(1) }
pub fn quiet(x: u8) -> u8 { println!("x is {}", x); x / 2 }
