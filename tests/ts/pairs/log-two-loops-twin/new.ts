// wrong twin: the loops' texts swapped (n = 1 logs "0", "--", "row 0" against "row 0", "--", "0")
export function twoLogs(n: number): void {
  for (let i = 0; i < n; i++) console.log("row", i);
  console.log("--");
  for (let i = 0; i < n; i++) console.log(i * 2);
}

// wrong twin: the second loop's separator after its last line too (n = 1 logs "0" then ",")
export function sumThenJoin(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    s += i;
    console.log(s);
  }
  console.log("sum", s);
  for (let i = 0; i < n; i++) {
    console.log(i);
    console.log(",");
  }
  return s;
}
