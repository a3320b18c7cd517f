// toint32.ts — the bit operators through ToInt32/ToUint32 (§7.1.6-7): values modulo 2^32, shift
// counts modulo 32, >>> unsigned.
// run: bits 5, 3
// run: bits -1, 31
// run: bits 4294967301, 33
// run: bits 2147483648, 1
// run: bits -2147483649, -1
// run: bits 1e20, 64
// run: bits NaN, Infinity
// run: bits 3.99, -3.99
export function bits(x: number, y: number): number[] {
  const r = [x | 0, x >>> 0, x << y, x >> y, x >>> y, ~x, x & y, x | y, x ^ y, ~~y];
  console.log(r.join(" "));
  return r;
}
