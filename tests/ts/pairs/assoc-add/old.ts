// a sum regrouped: (a+b)+c and a+(b+c) round different intermediate sums (ECMA-262 6.1.6.1.7
// Number::add rounds each addition), so they differ, e.g. a = 1e16, b = 1, c = 1 or on
// infinities of opposite signs in another order
export function total(a: number, b: number, c: number): number {
  return (a + b) + c;
}
