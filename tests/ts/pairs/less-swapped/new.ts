// the true twin of nan-not-less: x < y and y > x are one IsLessThan(x, y) (ECMA-262 13.10.1:
// > swaps the operands and keeps LeftFirst for the order of evaluation), NaN false in both
export function below(x: number, y: number): boolean {
  return y > x;
}
