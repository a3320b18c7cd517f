// control.ts — switch with fall-through and a default in the middle (strict equality), labelled
// break and continue across nested loops, do-while, comma and conditional operators.
// run: sw 1
// run: sw 2
// run: sw 5
// run: sw "2"
// run: grid 4
export function sw(x: number | string): string {
  const out: string[] = [];
  switch (x) {
    case 1:
      out.push("one");
    case 2:
      out.push("two");
      break;
    default:
      out.push("default");
    case 3:
      out.push("three");
  }
  console.log(out.join(","));
  return out.join(",");
}

export function grid(n: number): number {
  let count = 0;
  outer: for (let i = 0; i < n; i++) {
    inner: for (let j = 0; j < n; j++) {
      if (j > i) continue outer;
      if (i + j === 5) break outer;
      if (j === 2) continue inner;
      count += i * 10 + j;
    }
  }
  let k = 0;
  do {
    k += 3;
  } while (k < n * 2);
  let w = 0;
  while (true) {
    w++;
    if (w > 100) break;
    if (w % 7 !== 0) continue;
    count++;
  }
  const t = (count++, count > 50 ? "big" : "small");
  console.log(count, k, w, t);
  return count;
}
