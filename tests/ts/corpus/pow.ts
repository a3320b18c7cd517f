// pow.ts — ** and Math.pow where ECMA-262 and IEEE fix the result (§6.1.6.1.3): the table of
// special cases, and integer powers whose exact value is a double.
// run: p 2, 10
// run: p -3, 5
// run: p 10, 15
// run: p 7, 0
// run: p 0, -1
// run: p -0, 3
// run: p -0, -3
// run: p Infinity, -2
// run: p -Infinity, 3
// run: p 1, Infinity
// run: p 0.5, Infinity
// run: p -8, 0.5
// run: p NaN, 0
// run: p 2, 1023
// run: p 2, 1024
export function p(a: number, b: number): string {
  const r = [a ** b, Math.pow(a, b)];
  const s = r.map((v) => (Object.is(v, -0) ? "-0" : String(v))).join(" ");
  console.log(s);
  return s;
}
