// counting by a loop and by filter(...).length: filter keeps the elements whose callback result
// is truthy, in order (ECMA-262 23.1.3.8), so its length is the count; NaN > 0 is false in both
// (7.2.13). above: the bound captured by the arrow function (15.3.4, its [[Environment]])
export function positives(xs: number[]): number {
  return xs.filter((x) => x > 0).length;
}

export function above(xs: number[], t: number): number {
  const keep = (x: number): boolean => x > t;
  return xs.filter(keep).length;
}
