// Matrix product over Vec<Vec<i64>> with iterator sums, and a checked version returning None on
// overflow through the ? operator.
// CASE: mul | 2
// CASE: mul | 3
// CASE: trace_checked | 3
// CASE: trace_checked | 3037000500
fn ident(n: usize, k: i64) -> Vec<Vec<i64>> {
    (0..n).map(|i| (0..n).map(|j| if i == j { k } else { (i + j) as i64 }).collect()).collect()
}
pub fn mul(n: usize) -> Vec<Vec<i64>> {
    let a = ident(n, 2);
    let b = ident(n, 3);
    let mut c = vec![vec![0i64; n]; n];
    for i in 0..n { for j in 0..n { c[i][j] = (0..n).map(|k| a[i][k] * b[k][j]).sum(); } }
    c
}
pub fn trace_checked(k: i64) -> Option<i64> {
    let a = ident(2, k);
    let mut t: i64 = 0;
    for i in 0..2 {
        let sq = a[i][i].checked_mul(a[i][i])?;
        t = t.checked_add(sq)?;
    }
    Some(t)
}
