// a loop that should count as the Set does (old.ts), wrong: === alone never finds NaN again
// (7.2.15: NaN !== NaN), so two NaNs count twice where a Set holds one (SameValueZero, 7.2.11);
// flags counts every true where the Set holds one. (A loop that gets it right is equivalent, but
// past the solver's 10 s on arrays of 8 elements: not a pair of the suite.)
export function distinct(xs: number[]): number {
  let n = 0;
  for (let i = 0; i < xs.length; i++) {
    let dup = false;
    for (let j = 0; j < i; j++) {
      if (xs[j] === xs[i]) dup = true;
    }
    if (!dup) n++;
  }
  return n;
}

export function flags(bs: boolean[]): number {
  let t = 0;
  let f = false;
  for (const b of bs) {
    if (b) t++;
    else f = true;
  }
  return (t + (f ? 1 : 0)) * 10 + (t > 0 ? 1 : 0);
}
