// a sum by a loop and by reduce from 0: the same additions in the same order (ECMA-262 23.1.3.24
// Array.prototype.reduce visits indices in ascending order), so the same doubles: equivalent for
// arrays of the stated bound (the callback is a closure the symbolic executor runs per element)
export function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
