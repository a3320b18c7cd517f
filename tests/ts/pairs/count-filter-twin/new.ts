// the wrong twins of count-filter: >= counts the zeros too (0 >= 0, -0 >= 0: 7.2.13), and a
// closure that reads the bound after the loop changed it: the arrow sees the variable, not the
// value it had when it was made (9.1.1.1 a binding, 15.3.4 [[Environment]])
export function positives(xs: number[]): number {
  return xs.filter((x) => x >= 0).length;
}

export function above(xs: number[], t: number): number {
  let bound = t;
  const keep = (x: number): boolean => x > bound;
  bound = t + 1;
  return xs.filter(keep).length;
}

// a filter that drops one value the generated inputs do not hold: only the solver finds it
export function kept(xs: number[]): number {
  return xs.filter((x) => x !== 1234.5678).length;
}
