// tofixed.ts — Number.prototype.toFixed (§21.1.3.3): the exact decimal value of the double rounded
// with halves away from zero; toString(radix) of integers.
// run: fixed 0.5
// run: fixed 2.5
// run: fixed 1.005
// run: fixed -1.5
// run: fixed 1e21
// run: fixed 123.456
// run: fixed 0.000001
// run: fixed -0.0000001
// run: radix 255
// run: radix -255
// run: radix 0
export function fixed(x: number): string[] {
  const out: string[] = [];
  for (let d = 0; d <= 5; d++) out.push(x.toFixed(d));
  out.push(x.toFixed(20));
  console.log(out.join(" "));
  return out;
}

export function radix(x: number): string {
  const s = [x.toString(2), x.toString(8), x.toString(16), x.toString(36), x.toString()].join("/");
  console.log(s);
  return s;
}
