// a sum by a for loop and by a while loop over the same indices in the same order: the same
// additions (ECMA-262 14.7.4 for, 14.7.3 while; each += is 6.1.6.1.7 Number::add)
export function sum(xs: number[]): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}
