// the wrong twins of log-loop: one logged line differs (the fourth iteration's), one extra line
// after the loop, and the separator after the last element; each output differs on an n within
// the unroll bound, replayed on node (console.log: one record per call, WHATWG Console 2.1), and
// the induction's output obligations must not call them equivalent
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

export function sep(n: number): void {
  for (let i = 0; i < n; i++) {
    if (i > 0) console.log(",");
    console.log(i);
  }
}
