// a sum by a loop and by reduce from 0: the same additions in the same order (ECMA-262 23.1.3.24
// Array.prototype.reduce visits indices in ascending order), so the same doubles. Equiv's symbolic
// executor does not follow closures (reduce's callback): the verdict is unknown, with that reason
export function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
