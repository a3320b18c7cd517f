// while, loop and for over ranges; overflow inside loops.
// CASE: sum_to | 10
// CASE: sum_to | 0
// CASE: sum_to | 100000
// CASE: fact | 5
// CASE: fact | 13
// CASE: fact | 20
// CASE: fact | 21
// CASE: incl | 5
// CASE: incl | -3
// CASE: gcd | 48, 18
// CASE: gcd | 17, 0
// CASE: collatz | 27
pub fn sum_to(n: u32) -> u64 { let mut s = 0u64; let mut i = 0; while i < n { s += i as u64; i += 1; } s }
pub fn fact(n: u64) -> u64 { let mut r = 1; for i in 1..=n { r *= i; } r }
pub fn incl(n: i32) -> i32 { let mut s = 0; for i in n..=5 { s += i * i; } s }
pub fn gcd(mut a: u32, mut b: u32) -> u32 { while b != 0 { let t = a % b; a = b; b = t; } a }
pub fn collatz(mut n: u64) -> u32 { let mut k = 0; loop { if n == 1 { break k; } n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 }; k += 1; } }
