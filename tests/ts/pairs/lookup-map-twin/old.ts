// a Map lookup against an if chain: Map keys are compared by SameValueZero (ECMA-262 24.1.3.6
// Map.prototype.get, 7.2.11) and -0 set as a key is +0 (24.1.3.9 step 5), so get(-0) finds it as
// k === 0 does (7.2.15); NaN finds nothing in both. A Set of three numbers counts them the same
// way; a Map walked in insertion order after a key is deleted and set again (24.1.3.3: emptied,
// then appended), and forEach visits what its callback adds (24.1.3.5).
export function lookup(k: number, x: number, y: number): number {
  const m = new Map<number, number>();
  m.set(1, x).set(2, y);
  m.set(-0, x + y);
  return m.get(k) ?? -1;
}

export function count3(a: number, b: number, c: number): number {
  return new Set<number>([a, b, c]).size;
}

export function order(a: number, b: number): string {
  const m = new Map<string, number>([["a", a], ["b", b]]);
  if (a > b) {
    m.delete("a");
    m.set("a", a);
  }
  let out = "";
  for (const e of m) out += e[0];
  return out;
}
