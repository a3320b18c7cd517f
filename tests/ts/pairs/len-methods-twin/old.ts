// wrong twins of len-methods: each method call differs from the loop slightly (>= for >, a
// predicate true of Infinity, <= 0 for < 0, the index for the element, the length for -1 when
// not found, IsStrictlyEqual for SameValueZero (NaN), the first element skipped, false searched
// for instead of true)
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
