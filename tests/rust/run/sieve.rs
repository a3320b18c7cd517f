// The sieve of Eratosthenes over vec![true; n]: indexing writes, counting with filter.
// CASE: primes | 30
// CASE: primes | 2
// CASE: primes | 0
// CASE: nth_prime | 10
pub fn primes(n: usize) -> Vec<usize> {
    if n < 2 { return Vec::new(); }
    let mut is = vec![true; n + 1];
    is[0] = false;
    is[1] = false;
    let mut i = 2;
    while i * i <= n {
        if is[i] { let mut j = i * i; while j <= n { is[j] = false; j += i; } }
        i += 1;
    }
    (0..=n).filter(|k| is[*k]).collect()
}
pub fn nth_prime(k: usize) -> usize {
    let p = primes(100);
    p[k]
}
