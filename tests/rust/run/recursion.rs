// Recursion and calls between the file's functions.
// CASE: fib | 10
// CASE: fib | 1
// CASE: fib | 93
// CASE: fib | 94
// CASE: ack | 2, 3
// CASE: even | 10
// CASE: even | 7
// CASE: depth | 1000
// CASE: depth | 1990
pub fn fib(n: u32) -> u64 { if n < 2 { n as u64 } else { let mut a = 0u64; let mut b = 1u64; for _ in 1..n { let t = a + b; a = b; b = t; } b } }
pub fn ack(m: u64, n: u64) -> u64 { if m == 0 { n + 1 } else if n == 0 { ack(m - 1, 1) } else { ack(m - 1, ack(m, n - 1)) } }
pub fn even(n: u32) -> bool { if n == 0 { true } else { odd(n - 1) } }
fn odd(n: u32) -> bool { if n == 0 { false } else { even(n - 1) } }
pub fn depth(n: u32) -> u32 { if n == 0 { 0 } else { 1 + depth(n - 1) } }
