// math.ts — Math functions IEEE 754 fixes: round's halves towards +Infinity, -0 in max/min and
// round, sign, trunc, fround, imul, clz32, sqrt, pow's special cases.
// run: m 2.5
// run: m -2.5
// run: m -0.5
// run: m 0.49999999999999994
// run: m -0
// run: m NaN
// run: m 1e300
// run: m -7.25
export function m(x: number): string {
  const r = [Math.round(x), Math.floor(x), Math.ceil(x), Math.trunc(x), Math.sign(x), Math.abs(x), Math.sqrt(x),
    Math.fround(x), Math.imul(x, 3), Math.clz32(x), Math.max(x, -0), Math.min(x, 0), Math.max(), Math.min(),
    Math.pow(x, 0), Math.pow(1, x), x * x];
  const s = r.map((v) => (Object.is(v, -0) ? "-0" : String(v))).join(" ");
  console.log(s);
  return s;
}
