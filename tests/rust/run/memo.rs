// Memoised recursion over a Vec<Option<u64>> passed as &mut, and an iterative table.
// CASE: fib | 10
// CASE: fib | 90
// CASE: fib | 94
// CASE: table | 12
fn go(n: usize, memo: &mut Vec<Option<u64>>) -> u64 {
    if let Some(v) = memo[n] { return v; }
    let v = if n < 2 { n as u64 } else { go(n - 1, memo) + go(n - 2, memo) };
    memo[n] = Some(v);
    v
}
pub fn fib(n: usize) -> u64 {
    let mut memo = vec![None; n + 1];
    go(n, &mut memo)
}
pub fn table(n: usize) -> Vec<u32> {
    let mut t = vec![1u32; n];
    for i in 2..n { t[i] = t[i - 1] + t[i - 2]; }
    t
}
