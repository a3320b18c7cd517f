// arrays.ts — Array.prototype mutators and accessors (§23.1.3): push/pop/shift/unshift, splice
// with negative starts, slice, concat, reverse, indexOf (===) against includes (SameValueZero),
// fill, at, join with holes of undefined and null.
// run: arr 5
// run: arr 0
// run: arr 1
export function arr(n: number): string {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(i * i);
  const log: string[] = [];
  log.push(String(a.push(100, 200)), String(a.pop()), String(a.shift()), String(a.unshift(-1, -2)));
  log.push(a.join("-"));
  const removed = a.splice(-3, 2, 7, 8, 9);
  log.push(removed.join("+"), a.join(","));
  log.push(a.slice(1, -1).join(","), a.concat([1, 2], 3).join(","), a.reverse().join(","));
  const b = [NaN, 0, -0, 1];
  log.push(String(b.indexOf(NaN)), String(b.includes(NaN)), String(b.indexOf(-0)), String(b.lastIndexOf(0)));
  log.push(String(a.at(-1)), String(a.at(100)), [1, 2, 3, 4].fill(0, 1, -1).join(""));
  const mixed: (number | null | undefined)[] = [1, null, undefined, 2];
  log.push(mixed.join(":"), String(mixed.length), a.splice(1).join(","), a.join(","));
  a.length = 0;
  log.push(String(a.length), [].concat().length + "");
  console.log(log.join(" | "));
  return log.join(" | ");
}
