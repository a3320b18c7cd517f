// parse.ts — StringToNumber (§7.1.4.1.1) through Number(), parseInt and parseFloat (§19.2.4-5).
// run: conv "  12  "
// run: conv ""
// run: conv "0x1f"
// run: conv "0b101"
// run: conv "1e3"
// run: conv "12px"
// run: conv "-Infinity"
// run: conv ".5"
// run: conv "5."
// run: conv "  -0  "
// run: conv "1_000"
// run: conv "123456789012345678901234567890"
export function conv(s: string): string {
  const r = [Number(s), parseInt(s), parseInt(s, 16), parseInt(s, 2), parseFloat(s), parseInt(s, 36)];
  const out = r.map((v) => (Object.is(v, -0) ? "-0" : String(v))).join(" ");
  console.log(out);
  return out;
}
