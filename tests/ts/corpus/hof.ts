// hof.ts — callbacks: map, filter, reduce (with and without an initial value), some, every, find,
// findIndex, forEach with index; an array shortened while forEach walks it.
// run: hof [3, 1, 4, 1, 5, 9, 2, 6]
// run: hof []
// run: hof [7]
export function hof(xs: number[]): number {
  const sq = xs.map((x, i) => x * x + i);
  const odd = xs.filter((x) => x % 2 === 1);
  const sum = xs.reduce((a, b) => a + b, 0);
  const prod = xs.length ? xs.reduce((a, b) => a * b) : 1;
  console.log(sq.join(","), odd.join(","), sum, prod);
  console.log(xs.some((x) => x > 5), xs.every((x) => x > 0), xs.find((x) => x > 3), xs.findIndex((x) => x > 3));
  const seen: string[] = [];
  const copy = xs.slice();
  copy.forEach((x, i) => {
    seen.push(`${i}:${x}`);
    if (i === 1) copy.pop();
  });
  console.log(seen.join(" "));
  const words = xs.map(String).reduce((acc: string[], w) => acc.concat([w, w]), []);
  console.log(words.length, words.join(""));
  return sum;
}
