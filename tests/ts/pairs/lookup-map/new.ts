// a Map lookup against an if chain: Map keys are compared by SameValueZero (ECMA-262 24.1.3.6
// Map.prototype.get, 7.2.11) and -0 set as a key is +0 (24.1.3.9 step 5), so get(-0) finds it as
// k === 0 does (7.2.15); NaN finds nothing in both. A Set of three numbers counts them the same
// way; a Map walked in insertion order after a key is deleted and set again (24.1.3.3: emptied,
// then appended).
export function lookup(k: number, x: number, y: number): number {
  if (k === 1) return x;
  if (k === 2) return y;
  if (k === 0) return x + y;
  return -1;
}

function same(p: number, q: number): boolean {
  return p === q || (p !== p && q !== q);
}

export function count3(a: number, b: number, c: number): number {
  let n = 1;
  if (!same(b, a)) n++;
  if (!same(c, a) && !same(c, b)) n++;
  return n;
}

export function order(a: number, b: number): string {
  return a > b ? "ba" : "ab";
}
