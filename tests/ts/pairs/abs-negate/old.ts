// Math.abs(x) and x < 0 ? -x : x: for x = -0 the comparison is false (-0 < 0 is false,
// ECMA-262 6.1.6.1.12 Number::lessThan) and -0 is returned, where Math.abs gives +0 (21.3.2.1)
export function size(x: number): number {
  return Math.abs(x);
}
