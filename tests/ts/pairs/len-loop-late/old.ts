// a wrong twin of len-loop that differs only past the bound of 8 elements: the new version stops
// after 10 (ECMA-262 13.13 &&), so from 11 elements on it leaves some out. The induction over the
// loop fails (the conditions differ), and the verdict rests on the bounded summaries: equivalent
// for at most 8 elements, never for every length (pairs.py's '# bounded': node shows the difference)
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
