// Undefined behaviour in unsafe code that a debug build's precondition checks catch (the binary
// aborts: "unsafe precondition(s) violated"), and the same operations where they are defined.
// CASE: add | 2147483647, 1
// CASE: add | -5, 3
// CASE: sub | 0, 1
// CASE: sub | 9, 1
// CASE: mul | 65536, 65536
// CASE: mul | -7, 6
// CASE: code | 3
// CASE: code | 1
// CASE: ratio | 10, 0
// CASE: ratio | 10, 3
// CASE: at | &[1, 2, 3], 3
// CASE: at | &[1, 2, 3], 2
// CASE: at | &[], 0
// CASE: bump | 1
// CASE: bump | 7
pub fn add(a: i32, b: i32) -> i32 { unsafe { a.unchecked_add(b) } }
pub fn sub(a: u8, b: u8) -> u8 { unsafe { a.unchecked_sub(b) } }
pub fn mul(a: i32, b: i32) -> i32 { unsafe { a.unchecked_mul(b) } }
pub fn code(x: u8) -> &'static str {
    match x {
        0 => "zero",
        1 => "one",
        _ => unsafe { std::hint::unreachable_unchecked() },
    }
}
pub fn ratio(n: u32, d: u32) -> u32 {
    unsafe { std::hint::assert_unchecked(d > 0) };
    n / d
}
pub fn at(v: &[i64], i: usize) -> i64 { unsafe { *v.get_unchecked(i) } }
pub fn bump(i: usize) -> [u8; 4] {
    let mut a = [0u8; 4];
    let s = &mut a[..];
    unsafe { *s.get_unchecked_mut(i) += 1 };
    a
}
