// template.ts — template literals: ToString of numbers, booleans, null, undefined, arrays (join).
// run: t 1.5, true
// run: t -0, false
export function t(x: number, b: boolean): string {
  const arr = [1, x, -x];
  const nested = [[1, 2], [3]];
  const u: number | undefined = b ? undefined : 7;
  const s = `x=${x} b=${b} arr=${arr} nested=${nested} null=${null} u=${u} sum=${x + 1}${"!"}`;
  console.log(s);
  console.log("concat: " + arr + " " + x + b);
  return s;
}
