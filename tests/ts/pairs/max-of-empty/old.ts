// the largest element by a loop from -Infinity and by Math.max(...xs): Math.max of no arguments
// is -Infinity (ECMA-262 21.3.2.24), and NaN anywhere makes Math.max NaN while the loop's '>'
// skips a NaN after the first element
export function largest(xs: number[]): number {
  let m = -Infinity;
  for (const x of xs) if (x > m) m = x;
  return m;
}
