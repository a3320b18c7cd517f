// a count of steps to n: the same loop with a compound and a plain assignment (ECMA-262
// 13.15.2), equal on every n; but n is not bounded, and the executor follows a loop for a bounded
// number of iterations: the inputs beyond are not followed, so the verdict is unknown, naming the loop
export function steps(n: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) c = c + 2;
  return c;
}
