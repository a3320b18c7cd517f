// Closures: captured upvars by reference and by move, FnMut counters, closures passed to
// generic functions.
// CASE: affine | 3, 4
// CASE: affine | 2147483647, 2
// CASE: counter | 5
// CASE: apply_twice | 7
// CASE: moved | 10
// CASE: compose | 1
fn twice<F: Fn(i32) -> i32>(f: F, x: i32) -> i32 { f(f(x)) }
fn call_mut<F: FnMut() -> u32>(mut f: F, n: u32) -> u32 {
    let mut last = 0;
    for _ in 0..n { last = f(); }
    last
}
pub fn affine(a: i32, b: i32) -> i32 {
    let f = |x: i32| a * x + b;
    f(1) + f(0)
}
pub fn counter(n: u32) -> (u32, u32) {
    let mut c = 0;
    let r = call_mut(|| { c += 2; c }, n);
    (r, c)
}
pub fn apply_twice(x: i32) -> i32 {
    twice(|y| y * 3 - 1, x)
}
pub fn moved(k: u64) -> u64 {
    let v = vec![k, k + 1];
    let f = move |i: usize| v[i] * 2;
    f(0) + f(1)
}
pub fn compose(x: i64) -> i64 {
    let add = |a: i64| a + 10;
    let mul = |a: i64| a * 3;
    let both = |a: i64| mul(add(a));
    both(x) + both(x + 1)
}
