// a new array as the result, compared element by element (SameValue) with its length: map against
// a loop that pushes (ECMA-262 23.1.3.21 map: the callback's results in index order; 23.1.3.23
// push appends), filter against an indexed loop (23.1.3.8), words split at spaces by a for loop
// against a while loop (14.7.4, 14.7.3: the same units appended in the same order)
export function doubled(xs: number[]): number[] {
  const r: number[] = [];
  for (const x of xs) r.push(x * 2);
  return r;
}

export function evens(xs: number[]): number[] {
  const r: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] % 2 === 0) r.push(xs[i]);
  }
  return r;
}

export function words(s: string): string[] {
  const out: string[] = [];
  let w = "";
  let i = 0;
  while (i < s.length) {
    if (s[i] === " ") {
      if (w.length > 0) out.push(w);
      w = "";
    } else {
      w = w + s[i];
    }
    i++;
  }
  if (w.length > 0) out.push(w);
  return out;
}
