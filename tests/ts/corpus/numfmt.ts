// numfmt.ts — Number::toString (ECMA-262 §6.1.6.1.20): shortest round-trip digits and the layout
// switches at exponents 21 and -6.
// run: show 0.1, 0.2
// run: show 1e21, 1e20
// run: show 0.000001, 0.0000001
// run: show 123e-20, 5e-324
// run: show 1.7976931348623157e308, -0
// run: show 9007199254740993, 1
// run: show NaN, Infinity
// run: scan 7
export function show(a: number, b: number): string {
  console.log(a, b, a + b, a * b, a / b, a - b);
  console.log(`${a}|${b}|${a / 3}|${-b}`);
  return String(a) + "," + String(b) + "," + (a + b);
}

export function scan(n: number): number[] {
  const out: number[] = [];
  let x = 1;
  for (let i = 0; i < 40; i++) {
    x = x * n + 0.1;
    out.push(x);
    console.log(String(x), String(1 / x), String(x * 1e-30));
  }
  return out.slice(0, 5);
}
