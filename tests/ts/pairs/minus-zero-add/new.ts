// x + 0 for x: -0 + +0 is +0 (ECMA-262 6.1.6.1.7 Number::add step 5), so the result differs
// from x at x = -0 (the returned values are compared as SameValue: -0 is not 0)
export function same(x: number): number {
  return x + 0;
}
