// the true twin of minus-zero-add: x - 0 is x + (-0) (ECMA-262 6.1.6.1.8 Number::subtract),
// and -0 + -0 is -0, +0 + -0 is +0, NaN stays NaN: x for every x
export function same(x: number): number {
  return x;
}
