// the true twin of abs-negate: x <= 0 ? 0 - x : x. For x = -0, 0 - (-0) is +0 (ECMA-262
// 6.1.6.1.8), for +0 it is +0, for negative x exactly -x; NaN fails the test and is returned:
// Math.abs(x) for every x (21.3.2.1)
export function size(x: number): number {
  return Math.abs(x);
}
