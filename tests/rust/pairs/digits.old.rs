// VERDICT: digit_sum equivalent
// VERDICT: digit_sum_wrong behaviour_changed
// VERDICT: first_neg equivalent
// VERDICT: first_neg_wrong behaviour_changed
// A while loop that ends within three turns on any u8 against the closed form, and an early
// return out of an index loop against a found flag with break (the Reference: `break` leaves the
// innermost loop; `return` the function). Twins: a digit not reduced mod 10; `<= 0` for `< 0`.
pub fn digit_sum(mut x: u8) -> u8 { let mut s = 0; while x > 0 { s += x % 10; x /= 10; } s }
pub fn digit_sum_wrong(mut x: u8) -> u8 { let mut s = 0; while x > 0 { s += x % 10; x /= 10; } s }
pub fn first_neg(a: i8, b: i8, c: i8) -> i32 {
    let v = [a, b, c];
    for i in 0..3 { if v[i] < 0 { return i as i32; } }
    -1
}
pub fn first_neg_wrong(a: i8, b: i8, c: i8) -> i32 {
    let v = [a, b, c];
    for i in 0..3 { if v[i] < 0 { return i as i32; } }
    -1
}
