// a count of steps to n: the same loop with a compound and a plain assignment (ECMA-262
// 13.15.2), equal on every n, however many iterations: proved by induction over the loops in
// lockstep (the loop cut: the head state's numbers as variables), not only to the unroll bound
export function steps(n: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) c += 2;
  return c;
}
