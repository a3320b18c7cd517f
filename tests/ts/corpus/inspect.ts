// inspect.ts — console.log's formatting of values (node's util.inspect): -0, arrays of numbers and
// strings, grouping of more than six entries in columns, objects on one line or one entry per line,
// class instances, Map and Set.
// run: show 3
// run: show 7
// run: show 30
class Pt {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}

export function show(n: number): number {
  const nums: number[] = [];
  for (let i = 0; i < n; i++) nums.push(i * i * (i % 2 === 0 ? 1 : -1));
  console.log(nums);
  console.log(nums.map((v) => "s" + v));
  console.log([-0, 0, NaN, Infinity], [], [true, null, undefined]);
  console.log({ a: 1, b: "two", c: true, "d-e": null });
  const big: { [k: string]: number } = {};
  for (let i = 0; i < Math.min(n, 12); i++) big["key" + i] = i * 1000;
  console.log(big);
  console.log(new Pt(n, -n), new Map<string, number>([["a", 1], ["b", n]]), new Set<number>([1, 2, n]));
  console.log("it's", ["it's", 'say "hi"'], { 2: "b", 1: "a", z: 0 });
  return nums.length;
}
