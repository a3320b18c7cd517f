// a new array as the result, compared element by element (SameValue) with its length: map against
// a loop that pushes (ECMA-262 23.1.3.21 map: the callback's results in index order; 23.1.3.23
// push appends), filter against an indexed loop (23.1.3.8), words split at spaces by a for loop
// against a while loop (14.7.4, 14.7.3: the same units appended in the same order)
export function doubled(xs: number[]): number[] {
  return xs.map((x) => x * 2);
}

export function evens(xs: number[]): number[] {
  return xs.filter((x) => x % 2 === 0);
}

export function words(s: string): string[] {
  const out: string[] = [];
  let w = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === " ") {
      if (w !== "") out.push(w);
      w = "";
    } else {
      w += c;
    }
  }
  if (w !== "") out.push(w);
  return out;
}
