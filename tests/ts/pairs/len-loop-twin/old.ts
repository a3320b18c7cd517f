// loops bounded by a string's or an array's length against other loops over the same indices in
// the same order (ECMA-262 14.7.4 for, 14.7.3 while; an index read is 10.4.2.1 / 10.4.3.1: the
// element or code unit at an integer below the length, else undefined; charCodeAt 22.1.3.2):
// the wrong twins of len-loop: each differs from it on short inputs already, which node shows
export function sum(xs: number[]): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}

export function countA(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "a") n++;
  }
  return n;
}

export function find(s: string, code: number): number {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) === code) return i;
  }
  return -1;
}

export function firstNeg(xs: number[]): number {
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] < 0) return i;
  }
  return -1;
}

export function allSet(flags: boolean[]): boolean {
  for (let i = 0; i < flags.length; i++) {
    if (!flags[i]) return false;
  }
  return true;
}
