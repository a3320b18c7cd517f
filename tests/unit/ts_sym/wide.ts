// What the loop cut reads of a string or array parameter of any length (ts_sym_wide.c): no loop
// here, so the cut's summary is exact on every input, and test_ts_sym.c compares it with the
// interpreter on strings and arrays longer than the bounded summaries' 8.
export function elem(xs: number[], i: number): number {
  const v = xs[i];
  return v === undefined ? 0.5 : v * 2;
}

export function len(xs: number[], i: number): number {
  return xs.length + i;
}

export function code(s: string, i: number): number {
  return s.charCodeAt(i);
}

export function ch(s: string, i: number): boolean {
  return s.charAt(i) === "a";
}

export function unit(s: string, i: number): boolean {
  return s[i] === "a";
}

export function flag(bs: boolean[], i: number): boolean {
  const b = bs[i];
  return b === undefined ? i > 3 : !b;
}
