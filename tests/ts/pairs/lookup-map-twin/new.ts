// the wrong twins of lookup-map: Object.is(k, 0) misses -0, which the Map finds as the key +0
// (24.1.3.9 step 5); === alone never finds NaN again (SameValueZero holds it once, 7.2.11); >=
// moves a key whose delete and set did not happen
export function lookup(k: number, x: number, y: number): number {
  if (k === 1) return x;
  if (k === 2) return y;
  if (Object.is(k, 0)) return x + y;
  return -1;
}

export function count3(a: number, b: number, c: number): number {
  let n = 1;
  if (b !== a) n++;
  if (c !== a && c !== b) n++;
  return n;
}

export function order(a: number, b: number): string {
  return a >= b ? "ba" : "ab";
}
