// VERDICT: add changed_only_where_old_unsafe
// VERDICT: add_wrong behaviour_changed
// VERDICT: code changed_only_where_old_unsafe
// VERDICT: code_wrong behaviour_changed
// VERDICT: quot changed_only_where_old_unsafe
// VERDICT: quot_wrong behaviour_changed
// VERDICT: dbl equivalent
// VERDICT: dbl_wrong changed_only_where_old_unsafe
// Undefined behaviour in unsafe code removed (the Rust reference, "Behavior considered
// undefined"; core's Safety sections): an overflowing unchecked_add, a reached
// unreachable_unchecked, an assert_unchecked of false. Where the old version is safe the new one
// must do the same; a debug build's precondition checks abort the old binary on the input shown.
// add: unchecked_add made wrapping_add; the twin also changes a safe input (a == 5).
// code: a match whose unhandled codes were promised unreachable, now 0; the twin maps 1 to 21.
// quot: a divisor promised non-zero, now guarded; the twin uses checked_div, which also turns
// the MIN / -1 overflow panic (old is safe there: it panics) into 0.
// dbl: unchecked_mul(2) against unchecked_add of itself: undefined on the same inputs, else
// equal; the twin makes it wrapping, defined where the old one is not.
pub fn add(a: i32, b: i32) -> i32 { unsafe { a.unchecked_add(b) } }
pub fn add_wrong(a: i32, b: i32) -> i32 { unsafe { a.unchecked_add(b) } }
pub fn code(x: u8) -> u32 {
    match x {
        0 => 10,
        1 => 20,
        2 => 40,
        _ => unsafe { std::hint::unreachable_unchecked() },
    }
}
pub fn code_wrong(x: u8) -> u32 {
    match x {
        0 => 10,
        1 => 20,
        2 => 40,
        _ => unsafe { std::hint::unreachable_unchecked() },
    }
}
pub fn quot(n: i32, d: i32) -> i32 {
    unsafe { std::hint::assert_unchecked(d != 0) };
    n / d
}
pub fn quot_wrong(n: i32, d: i32) -> i32 {
    unsafe { std::hint::assert_unchecked(d != 0) };
    n / d
}
pub fn dbl(a: i64) -> i64 { unsafe { a.unchecked_mul(2) } }
pub fn dbl_wrong(a: i64) -> i64 { unsafe { a.unchecked_mul(2) } }
