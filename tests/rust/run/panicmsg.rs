// Panic messages: assert!, assert_eq! with and without a message, panic! with arguments,
// expect on None, unreachable!.
// CASE: check | 5
// CASE: check | 50
// CASE: eq | 3, 3
// CASE: eq | 3, 4
// CASE: eqmsg | 1, 2
// CASE: boom | 7
// CASE: exp | None
// CASE: pick | 1
// CASE: pick | 4
pub fn check(x: i32) -> i32 { assert!(x < 10); x }
pub fn eq(a: i32, b: i32) -> i32 { assert_eq!(a, b); a }
pub fn eqmsg(a: u8, b: u8) -> u8 { assert_eq!(a + 1, b * 2, "a={} b={}", a, b); a }
pub fn boom(x: i32) -> i32 { if x > 5 { panic!("too big: {} > {}", x, 5); } x }
pub fn exp(o: Option<i32>) -> i32 { o.expect("wanted a number") }
pub fn pick(k: u8) -> &'static str {
    match k { 1 => "one", 2 => "two", _ => unreachable!("k was {}", k) }
}
