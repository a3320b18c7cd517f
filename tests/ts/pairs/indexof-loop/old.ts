// the true twin of includes-nan: indexOf compares with IsStrictlyEqual (ECMA-262 23.1.3.17), as
// the loop does, from index 0 up
export function has(xs: number[], v: number): boolean {
  return xs.indexOf(v) >= 0;
}
