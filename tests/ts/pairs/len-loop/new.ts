// loops bounded by a string's or an array's length against other loops over the same indices in
// the same order (ECMA-262 14.7.4 for, 14.7.3 while; an index read is 10.4.2.1 / 10.4.3.1: the
// element or code unit at an integer below the length, else undefined; charCodeAt 22.1.3.2):
// equivalent for every length, by induction over the loop (the cut takes the parameter whole)
export function sum(xs: number[]): number {
  let s = 0;
  let i = 0;
  while (i < xs.length) {
    s = s + xs[i];
    i += 1;
  }
  return s;
}

export function countA(s: string): number {
  let n = 0;
  let i = 0;
  while (i < s.length) {
    if (s[i] === "a") n += 1;
    i++;
  }
  return n;
}

export function find(s: string, code: number): number {
  let at = -1;
  let i = 0;
  while (i < s.length) {
    if (s.charCodeAt(i) === code) {
      at = i;
      break;
    }
    i++;
  }
  return at;
}

export function firstNeg(xs: number[]): number {
  let i = 0;
  while (i < xs.length && !(xs[i] < 0)) i++;
  return i < xs.length ? i : -1;
}

export function allSet(flags: boolean[]): boolean {
  let ok = true;
  for (let i = 0; i < flags.length; i++) {
    if (!flags[i]) {
      ok = false;
      break;
    }
  }
  return ok;
}
