// counting by a loop and by filter(...).length: filter keeps the elements whose callback result
// is truthy, in order (ECMA-262 23.1.3.8), so its length is the count; NaN > 0 is false in both
// (7.2.13). above: the bound captured by the arrow function (15.3.4, its [[Environment]])
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
