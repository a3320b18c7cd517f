// the wrong twin of sum-reduce: reduce without an initial value starts from the first element
// (ECMA-262 23.1.3.24 step 8) and throws a TypeError on an empty array (step 4), where the loop
// returns 0; and [-0] sums to -0, not 0 + -0 = 0
export function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
