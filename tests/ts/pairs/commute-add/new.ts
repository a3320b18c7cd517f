// the true twin of assoc-add: operands of one addition swapped. Number::add is commutative
// (ECMA-262 6.1.6.1.7: the exact sum rounded, -0 + -0 is -0 either way, NaN either way)
export function total(a: number, b: number, c: number): number {
  return (b + a) + c;
}
