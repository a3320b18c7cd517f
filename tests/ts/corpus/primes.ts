// primes.ts — a sieve over a boolean array, trial division, prime gaps, with console output
// grouped by util.inspect's column layout for long arrays of numbers.
// run: pr 50
// run: pr 2
export function pr(n: number): number {
  const sieve: boolean[] = [];
  for (let i = 0; i <= n; i++) sieve.push(i >= 2);
  for (let p = 2; p * p <= n; p++) if (sieve[p]) for (let m = p * p; m <= n; m += p) sieve[m] = false;
  const ps: number[] = [];
  sieve.forEach((b, i) => {
    if (b) ps.push(i);
  });
  const gaps = ps.slice(1).map((p, i) => p - ps[i]);
  console.log(ps);
  console.log(gaps);
  return ps.length;
}
