// the first loop as a while loop with i + i for i * 2 (ECMA-262 6.1.6.1.3, .4: the same Number for
// every i), one binding for both loops (14.7.4.2: the for loop's update at the end of its body)
export function twoLogs(n: number): void {
  let i = 0;
  while (i < n) {
    console.log(i + i);
    i = i + 1;
  }
  console.log("--");
  for (i = 0; i < n; i++) console.log("row", i);
}

// s = s + i for s += i (13.15.2), the join's separator told by a flag that is false exactly from
// the second iteration on
export function sumThenJoin(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    s = s + i;
    console.log(s);
  }
  console.log("sum", s);
  let first = true;
  for (let i = 0; i < n; i++) {
    if (!first) console.log(",");
    first = false;
    console.log(i);
  }
  return s;
}
