// counters that should count as the Map does (old.ts), wrong: NaN counted as a zero (NaN > 0
// and NaN < 0 are false, 7.2.13, where the Map keeps NaN as a key of its own), and the order of a
// key deleted and set again taken as its first place (24.1.3.3: a deleted entry is emptied; set
// appends a new one)
export function signs(xs: number[]): number {
  let pos = 0;
  let neg = 0;
  let zero = 0;
  for (const x of xs) {
    if (x > 0) pos++;
    else if (x < 0) neg++;
    else zero++;
  }
  return pos * 100 + neg * 10 + zero;
}

export function order(xs: number[]): number {
  let first = 0;
  for (const x of xs) {
    if (first === 0) first = x > 0 ? 1 : 2;
  }
  if (first === 2) return 21;
  return first === 1 ? 12 : 2;
}
