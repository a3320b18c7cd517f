// VERDICT: total equivalent
// VERDICT: total_from_one behaviour_changed
// VERDICT: total_skip9 unknown
// VERDICT: count_big equivalent
// VERDICT: find_first equivalent
// VERDICT: find_last_wrong behaviour_changed
// VERDICT: max_of equivalent
// VERDICT: vec_sum equivalent
// VERDICT: bump_all unknown
// VERDICT: first_neg equivalent
// VERDICT: first_neg_wrong behaviour_changed
// Loops over a slice parameter against index loops, proved for slices of every length by
// relational induction: in the loop cut a shared slice's elements are one SMT array and the
// iterator's position a state variable (Rust reference, "Iterator loops": `for x in v.iter()` and
// `for x in v` over `&[T]` call `Iter::next`, which yields &v[0], &v[1], .. in order; core's
// `Iter` ends when its position reaches the length). total: `s += *x` against `s += v[i]`, both
// panicking in the same iteration with "attempt to add with overflow" (a debug build).
// count_big: `for x in v` against `for i in 0..v.len()`. find_first: a `return Some(i)` from a
// `for` with its own counter against an index loop. max_of: a pattern `&x` and an `if` against
// `max`. vec_sum: `&Vec<i64>` walked by `for x in v`, against `v[i]` (Vec's Index, debug-checked).
// The wrong twins: total_from_one skips v[0] (found on short slices by the solver);
// total_skip9 differs only at index 9, beyond the eight elements the probes and the bounded
// summaries follow: `unknown` with that bound, never `equivalent` (the induction must fail on it);
// first_neg: `for (i, x) in v.iter().enumerate()` (core's Enumerate counts from 0 as Iter moves)
// with a `return` against an index loop; first_neg_wrong's new version also stops at a zero.
// find_last_wrong keeps the last match; bump_all writes through `iter_mut`, which the loop cut
// does not model (a write through a reference to a copy would be lost): `unknown`.
pub fn total(v: &[u32]) -> u32 {
    let mut s = 0u32;
    for x in v.iter() { s += *x; }
    s
}
pub fn total_from_one(v: &[u32]) -> u32 {
    let mut s = 0u32;
    for x in v.iter() { s += *x; }
    s
}
pub fn total_skip9(v: &[u32]) -> u32 {
    let mut s = 0u32;
    for x in v.iter() { s = s.wrapping_add(*x); }
    s
}
pub fn count_big(v: &[i16], t: i16) -> usize {
    let mut c = 0;
    for x in v { if *x > t { c += 1; } }
    c
}
pub fn find_first(v: &[u8], k: u8) -> Option<usize> {
    let mut i = 0;
    for x in v.iter() {
        if *x == k { return Some(i); }
        i += 1;
    }
    None
}
pub fn find_last_wrong(v: &[u8], k: u8) -> Option<usize> {
    let mut i = 0;
    for x in v.iter() {
        if *x == k { return Some(i); }
        i += 1;
    }
    None
}
pub fn max_of(v: &[u16]) -> u16 {
    let mut m = 0;
    for &x in v { if x > m { m = x; } }
    m
}
pub fn vec_sum(v: &Vec<i64>) -> i64 {
    let mut s = 0i64;
    for x in v { s += *x; }
    s
}
pub fn bump_all(v: &mut [u8]) {
    for x in v.iter_mut() { *x = x.wrapping_add(1); }
}
pub fn first_neg(v: &Vec<i32>) -> Option<usize> {
    for (i, x) in v.iter().enumerate() { if *x < 0 { return Some(i); } }
    None
}
pub fn first_neg_wrong(v: &[i32]) -> Option<usize> {
    for (i, &x) in v.iter().enumerate() { if x < 0 { return Some(i); } }
    None
}
