// VERDICT: sum3 equivalent
// VERDICT: max3 equivalent
// An array summed by an iterator against the expression: equivalent by the Rust reference (the
// same additions in the same order, the same overflow panic); the symbolic executor models a
// slice iterator's sum and max over an array of known length, so both are proved.
pub fn sum3(a: i32, b: i32, c: i32) -> i32 { [a, b, c].iter().sum() }
pub fn max3(a: u8, b: u8, c: u8) -> u8 { *[a, b, c].iter().max().unwrap() }
