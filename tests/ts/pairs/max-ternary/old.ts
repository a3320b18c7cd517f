// a > b ? a : b and Math.max(a, b): Math.max returns NaN if any argument is NaN and takes +0
// over -0 (ECMA-262 21.3.2.24); the conditional returns b on a NaN a and on equal zeros
export function bigger(a: number, b: number): number {
  return a > b ? a : b;
}
