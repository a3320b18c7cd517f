// the wrong twins of count-up-loop, which differ only after the unroll bound (16 iterations): one
// more step at the 21st iteration, and a bound that reaches one further once past 20. The induction
// over the loops fails (the invariant breaks at i = 20), and the difference is found on an n
// beyond the bound and replayed (13.15.2, 7.2.13)
export function steps(n: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) c += 2;
  return c;
}

export function late(n: number): number {
  let c = 0;
  let i = 0;
  while (i < n) {
    c = c + i;
    i = i + 1;
  }
  return c;
}

// far: a difference at the 100,001st iteration only, which no generated input reaches within
// Equiv's fuel: the induction must fail there (never equivalent), and the verdict is unknown
export function far(n: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) c += 2;
  return c;
}
