// accumulate.ts — floating-point accumulation order matters: naive sum, Kahan sum and pairwise sum
// of the same values give different doubles, printed by Number::toString.
// run: acc 10
// run: acc 1000
export function acc(n: number): string {
  const xs: number[] = [];
  for (let i = 1; i <= n; i++) xs.push(1 / i);
  let naive = 0;
  for (const x of xs) naive += x;
  let sum = 0;
  let comp = 0;
  for (const x of xs) {
    const y = x - comp;
    const t = sum + y;
    comp = t - sum - y;
    sum = t;
  }
  const pair = (lo: number, hi: number): number => (hi - lo === 1 ? xs[lo] : pair(lo, (lo + hi) >> 1) + pair((lo + hi) >> 1, hi));
  const rev = xs.slice().reverse().reduce((a, b) => a + b, 0);
  console.log(naive, sum, pair(0, xs.length), rev, naive === rev);
  return [naive, sum].join(" ");
}
