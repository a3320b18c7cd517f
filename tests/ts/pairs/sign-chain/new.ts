// Math.sign(x) and a chain of comparisons that returns x itself otherwise: Math.sign gives NaN,
// +0 and -0 for those arguments (ECMA-262 21.3.2.29), as does returning x
export function signum(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : x;
}
