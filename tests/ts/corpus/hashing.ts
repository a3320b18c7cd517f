// hashing.ts — 32-bit integer arithmetic through ToInt32/ToUint32: FNV-1a with Math.imul, a djb2
// hash, popcount, bit reversal, xorshift.
// run: h "hello"
// run: h ""
// run: h "The quick brown fox 😀"
export function h(s: string): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let i = 0; i < s.length; i++) {
    fnv = Math.imul(fnv ^ s.charCodeAt(i), 0x01000193) >>> 0;
    djb = ((djb << 5) + djb + s.charCodeAt(i)) | 0;
  }
  let pop = 0;
  for (let v = fnv; v !== 0; v >>>= 1) pop += v & 1;
  let rev = 0;
  for (let i = 0, v = fnv; i < 32; i++, v >>>= 1) rev = ((rev << 1) | (v & 1)) >>> 0;
  let x = fnv | 1;
  const rs: number[] = [];
  for (let i = 0; i < 4; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    rs.push(x >>> 0);
  }
  const out = [fnv.toString(16), String(djb), String(pop), rev.toString(2).length + "", rs.join(",")].join(" ");
  console.log(out);
  return out;
}
