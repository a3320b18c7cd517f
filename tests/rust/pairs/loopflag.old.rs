// VERDICT: has7 equivalent
// VERDICT: first_div unknown loop
// A bounded search with an early return against a flag (the loop runs at most 8 times: within the
// executor's unrolling). first_div's loop bound is the input: unknown, the bound stated.
pub fn has7(x: u32) -> bool { for i in 0..8 { if (x >> (i * 4)) & 0xf == 7 { return true; } } false }
pub fn first_div(n: u32) -> u32 { let mut d = 2; while d < n { if n % d == 0 { return d; } d += 1; } n }
