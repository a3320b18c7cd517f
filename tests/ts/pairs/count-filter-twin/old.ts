// the wrong twins of count-filter: >= counts the zeros too (0 >= 0, -0 >= 0: 7.2.13), and a
// closure that reads the bound after the loop changed it: the arrow sees the variable, not the
// value it had when it was made (9.1.1.1 a binding, 15.3.4 [[Environment]])
export function positives(xs: number[]): number {
  let n = 0;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] > 0) n++;
  }
  return n;
}

export function above(xs: number[], t: number): number {
  let n = 0;
  for (const x of xs) if (x > t) n += 1;
  return n;
}

// a filter that drops one value the generated inputs do not hold: only the solver finds it
export function kept(xs: number[]): number {
  let n = 0;
  for (const x of xs) n++;
  return n;
}
