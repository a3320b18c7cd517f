// floatedge.ts — IEEE doubles: rounding of sums, safe integer limits, EPSILON, division by zero.
// run: edge 3
// run: edge 10
export function edge(n: number): boolean[] {
  let s = 0;
  for (let i = 0; i < n; i++) s += 0.1;
  console.log(s, s === n / 10, 0.1 * 3, 1 / 0, -1 / 0, 0 / 0);
  console.log(Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2, Number.EPSILON, Number.MAX_VALUE, Number.MIN_VALUE);
  console.log(Number.isInteger(5.0), Number.isInteger(5.5), Number.isSafeInteger(2 ** 53), Number.isFinite(1 / 0));
  return [Math.abs(s - n / 10) < Number.EPSILON * n, isNaN(0 / 0), isFinite(n), Number.isNaN(n)];
}
