// array methods that walk a parameter against the loops they are (ECMA-262 23.1.3: each visits
// k = 0, 1, ... below the length read once and stops where its result is decided): filter's
// length counts the elements kept (23.1.3.8), some stops at the first truthy result (23.1.3.26),
// every at the first falsy one (23.1.3.6), find returns the element and findIndex the index
// (23.1.3.9-10), indexOf compares by IsStrictlyEqual (23.1.3.14: NaN is never found, -0 finds 0),
// includes by SameValueZero (23.1.3.13: NaN finds NaN), forEach calls its callback on each
// element (23.1.3.15); proved for arrays of every length
export function countPos(xs: number[]): number {
  let n = 0;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] > 0) n++;
  }
  return n;
}

export function anyAbove(xs: number[], t: number): boolean {
  let found = false;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] > t) {
      found = true;
      break;
    }
  }
  return found;
}

export function allFinite(xs: number[]): boolean {
  for (const x of xs) {
    if (!Number.isFinite(x)) return false;
  }
  return true;
}

export function firstNeg(xs: number[]): number {
  let i = 0;
  while (i < xs.length && !(xs[i] < 0)) i++;
  return i < xs.length ? i : -1;
}

export function firstAbove(xs: number[], t: number): number {
  for (const x of xs) {
    if (x > t) return x;
  }
  return -1;
}

export function posOf(xs: number[], v: number): number {
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] === v) return i;
  }
  return -1;
}

export function has(xs: number[], v: number): boolean {
  for (const x of xs) {
    if (x === v || (x !== x && v !== v)) return true;
  }
  return false;
}

export function total(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

export function anySet(bs: boolean[]): boolean {
  let i = 0;
  for (; i < bs.length; i++) if (bs[i]) break;
  return i < bs.length;
}
