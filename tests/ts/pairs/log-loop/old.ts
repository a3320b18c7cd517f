// loops that print: console.log writes one record per call, in call order (WHATWG Console 2.1),
// so two loops that log the same values in the same iterations write the same output. i * 2 and
// i + i are the same Number for every i (ECMA-262 6.1.6.1.3, .4: both exact up to 2^53, the same
// rounding past it), and a for loop is the while loop with its update at the end of the body
// (14.7.4.2). Proved by induction over the loops in lockstep with their output compared before
// the loop, in one iteration and after it (docs/design.md), for every n, not only to the bound.
export function dbl(n: number): void {
  for (let i = 0; i < n; i++) console.log(i * 2);
}

export function rows(n: number): number {
  console.log("rows");
  let s = 0;
  for (let i = 1; i <= n; i++) {
    s += i;
    console.log("row", i, s);
  }
  console.log("total", s);
  return s;
}

// a join by lines: a separator line between elements, before each but the first, told by the
// index or by a flag (14.7.4.2; the flag is false exactly from the second iteration on)
export function sep(n: number): void {
  for (let i = 0; i < n; i++) {
    if (i > 0) console.log(",");
    console.log(i);
  }
}
