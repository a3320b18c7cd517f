// the counters as locals (see old.ts)
export function meanPositive(xs: number[]): number {
  let n = 0;
  let total = 0;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] > 0) {
      total += xs[i];
      n = n + 1;
    }
  }
  return n === 0 ? 0 : total / n;
}

export function ticks(k: number, step: number): number {
  let count = 0;
  let i = 0;
  while (i < k) {
    count = count + step;
    i++;
  }
  return count + count;
}
