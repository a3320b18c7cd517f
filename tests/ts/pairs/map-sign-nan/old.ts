// counting the signs of the elements in a Map keyed by Math.sign (21.3.2.29: -0 for -0, NaN for
// NaN) and in three counters: the Map keeps -0 as the key +0 (24.1.3.9 step 5), so get(0) finds
// it, and NaN is a key of its own (SameValueZero, 7.2.11) that no get below asks for; the counters
// test x === 0 (true for -0) and leave NaN out. Insertion order shows in order().
export function signs(xs: number[]): number {
  const m = new Map<number, number>();
  for (const x of xs) {
    const k = Math.sign(x);
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return (m.get(1) ?? 0) * 100 + (m.get(-1) ?? 0) * 10 + (m.get(0) ?? 0);
}

export function order(xs: number[]): number {
  const m = new Map<number, number>();
  for (const x of xs) m.set(x > 0 ? 1 : 2, x);
  m.delete(2);
  m.set(2, 0);
  let code = 0;
  for (const e of m) code = code * 10 + e[0];
  return code;
}
