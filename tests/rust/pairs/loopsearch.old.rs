// GRID: 60
// VERDICT: first_mult equivalent
// VERDICT: first_mult_wrong behaviour_changed
// VERDICT: find_flag equivalent
// VERDICT: gcd equivalent
// VERDICT: gcd_wrong behaviour_changed
// VERDICT: collatz equivalent
// VERDICT: collatz_wrong behaviour_changed
// VERDICT: bit_sum equivalent
// VERDICT: flag_cond unknown loop bound
// VERDICT: last_mult equivalent
// VERDICT: first_big equivalent
// VERDICT: first_big_wrong behaviour_changed
// Searches and state machines whose trip count the input sets, proved by relational induction
// over the loops run in lockstep. first_mult: a `while` left by `break` against a `for` left by
// `return` (both leave in the same iteration; `%` by zero panics in both before the loop's first
// test: "attempt to calculate the remainder with a divisor of zero"). find_flag: a `break` out of
// a `for` against a flag set in the body and tested after it. gcd: Euclid with a temporary
// against a tuple assignment (up to 23 steps on u16). collatz: `% 2` and `/ 2` against `& 1` and `>> 1` (x = 0 loops
// forever in both: going wrong in both; 3x + 1 overflows alike). bit_sum: up to 32 bits of a u32
// (beyond the unrolling bound), `while x > 0` with `& 1` and `>>= 1` against `loop` with a
// `break`, `% 2` and `/= 2`.
// flag_cond: the flag tested in the loop's condition takes one more trip through the loop's head
// than the `break` (the loops do not run in lockstep): not proved, unknown with the bound.
// last_mult and first_big carry an Option whose variant the loop changes (None, then Some(i)):
// its tag and its Some field are state of the induction. first_big tests is_none() in a `for`
// and in a `while`; first_big_wrong forgets the test (the last match instead of the first).
// Wrong twins: first_mult_wrong starts at 1 (differs where 3 % k == 0 and n > 0); gcd_wrong
// stops at b == 1 returning a (gcd(x, 1) is 1); collatz_wrong counts the halvings only.
pub fn first_mult(n: u16, k: u16) -> u16 {
    let mut i = 0;
    while i < n { if i.wrapping_mul(7).wrapping_add(3) % k == 0 { break; } i += 1; }
    i
}
pub fn first_mult_wrong(n: u16, k: u16) -> u16 {
    let mut i = 0;
    while i < n { if i.wrapping_mul(7).wrapping_add(3) % k == 0 { break; } i += 1; }
    i
}
pub fn find_flag(n: u16, t: u16) -> i64 {
    let mut r = -1i64;
    for i in 0..n { if i.wrapping_mul(i) % 1000 == t { r = i as i64; break; } }
    r
}
pub fn gcd(a: u16, b: u16) -> u16 { let (mut a, mut b) = (a, b); while b != 0 { let t = b; b = a % b; a = t; } a }
pub fn gcd_wrong(a: u16, b: u16) -> u16 { let (mut a, mut b) = (a, b); while b != 0 { let t = b; b = a % b; a = t; } a }
pub fn collatz(x: u32) -> u32 {
    let mut x = x;
    let mut steps = 0u32;
    while x != 1 { x = if x % 2 == 0 { x / 2 } else { 3 * x + 1 }; steps += 1; }
    steps
}
pub fn collatz_wrong(x: u32) -> u32 {
    let mut x = x;
    let mut steps = 0u32;
    while x != 1 { x = if x % 2 == 0 { x / 2 } else { 3 * x + 1 }; steps += 1; }
    steps
}
pub fn bit_sum(x: u32) -> u32 { let mut x = x; let mut s = 0; while x > 0 { s += x & 1; x >>= 1; } s }
pub fn flag_cond(n: u16, t: u16) -> u16 {
    let mut i = 0;
    while i < n { if i % 1000 == t { break; } i += 1; }
    i
}
pub fn last_mult(n: u16, k: u16) -> Option<u16> {
    let mut best = None;
    for i in 0..n { if i % k == 3 { best = Some(i); } }
    best
}
pub fn first_big(n: u16, t: u16) -> Option<u16> {
    let mut r = None;
    for i in 0..n { if r.is_none() && i.wrapping_mul(7) > t { r = Some(i); } }
    r
}
pub fn first_big_wrong(n: u16, t: u16) -> Option<u16> {
    let mut r = None;
    for i in 0..n { if r.is_none() && i.wrapping_mul(7) > t { r = Some(i); } }
    r
}
