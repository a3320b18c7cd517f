// a while loop and a for loop over numbers (ECMA-262 14.7.3, 14.7.4), the same additions in the
// same order for every n: equivalent by induction over the loops in lockstep, however many
// iterations. firstOver leaves its loop by break in one version and by return in the other (the
// loop cut in its left-inside form: every path that leaves runs on to the end of the function)
export function total(n: number, step: number): number {
  let sum = 0;
  let i = 0;
  while (i < n) {
    sum += step;
    i++;
  }
  return sum;
}

export function firstOver(n: number, limit: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) {
    if (c > limit) break;
    c += 3;
  }
  return c;
}
