// VERDICT: two_loops equivalent
// VERDICT: two_loops_capped behaviour_changed
// VERDICT: nested equivalent
// VERDICT: nested_wrong behaviour_changed
// VERDICT: grid_find equivalent
// VERDICT: grid_find_wrong behaviour_changed
// VERDICT: sum_then_drain equivalent
// VERDICT: nested_overflow equivalent
// VERDICT: nested_overflow_msg behaviour_changed
// Functions of two or more loops, proved by relational induction over every loop (a cut point at
// each loop's head; loop k of one version run in lockstep with loop k of the other). two_loops:
// two `for` loops in sequence against two `while` loops (Rust reference, "Iterator loops": `for`
// calls `next` on the range, which yields start, start + 1, .. end - 1). nested: a `for` inside a
// `for` against a `while` inside a `while`: inside the inner loop the outer range's `start` is
// already one past the outer `i` (`next` returned i and moved start on), which the invariant
// states. grid_find: a `return` from inside the inner loop against a `break 'outer` with the result
// kept in a local (Rust reference, "Loop labels"). sum_then_drain: the second loop's trip count is
// the first loop's result. nested_overflow: a u16 sum in the inner loop that overflows for large
// bounds, `+=` against `s = s + ..`: both panic in the same iteration with the same message.
// The wrong twins: two_loops_capped stops its second loop at 300 where the new version stops at
// 301 (a difference for m > 300 only); nested_wrong runs the inner loop to m inclusive;
// grid_find_wrong keeps searching after a hit (the last pair, not the first); nested_overflow_msg
// overflows in the same iteration but panics through `unwrap` on `checked_add`'s `None`: another
// message, another outcome.
pub fn two_loops(n: u16, m: u16) -> u32 {
    let mut s = 0u32;
    for i in 0..n { s += i as u32; }
    for j in 0..m { s += 2 * j as u32; }
    s
}
pub fn two_loops_capped(n: u16, m: u16) -> u64 {
    let mut s = 0u64;
    for i in 0..n { s += i as u64; }
    for j in 0..m.min(300) { s += j as u64 * j as u64; }
    s
}
pub fn nested(n: u8, m: u8) -> u64 {
    let mut s = 0u64;
    for i in 0..n { for j in 0..m { s += (i as u64) * (j as u64) + 1; } }
    s
}
pub fn nested_wrong(n: u8, m: u8) -> u64 {
    let mut s = 0u64;
    for i in 0..n { for j in 0..m { s += (i as u64) * (j as u64) + 1; } }
    s
}
pub fn grid_find(n: u8, k: u16) -> u32 {
    for i in 1..n {
        for j in 1..n {
            if (i as u16) * (j as u16) == k { return (i as u32) * 1000 + j as u32; }
        }
    }
    0
}
pub fn grid_find_wrong(n: u8, k: u16) -> u32 {
    for i in 1..n {
        for j in 1..n {
            if (i as u16) * (j as u16) == k { return (i as u32) * 1000 + j as u32; }
        }
    }
    0
}
pub fn sum_then_drain(n: u8) -> u32 {
    let mut s = 0u32;
    for i in 0..n { s += i as u32; }
    let mut steps = 0u32;
    while s > 0 { s /= 2; steps += 1; }
    steps
}
pub fn nested_overflow(n: u8, m: u8) -> u16 {
    let mut s = 0u16;
    for i in 0..n { for j in 0..m { s += i as u16 + j as u16; } }
    s
}
pub fn nested_overflow_msg(n: u8, m: u8) -> u16 {
    let mut s = 0u16;
    for i in 0..n { for j in 0..m { s += i as u16 + j as u16; } }
    s
}
