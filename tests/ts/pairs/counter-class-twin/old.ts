// wrong twin of counter-class: the class counts a zero as positive (the mean of [0, 2] is 1, not
// 2), and tick returns the count before its step (last is one step behind once k >= 1)
class Counter {
  n = 0;
  total = 0;
  add(x: number): void {
    if (x >= 0) {
      this.n++;
      this.total += x;
    }
  }
  mean(): number {
    return this.n === 0 ? 0 : this.total / this.n;
  }
}

class Ticker {
  count: number;
  step: number;
  constructor(step: number) {
    this.count = 0;
    this.step = step;
  }
  tick(): number {
    this.count += this.step;
    return this.count - this.step;
  }
}

export function meanPositive(xs: number[]): number {
  const c = new Counter();
  for (const x of xs) c.add(x);
  return c.mean();
}

export function ticks(k: number, step: number): number {
  const t = new Ticker(step);
  let last = 0;
  for (let i = 0; i < k; i++) last = t.tick();
  return last + t.count;
}
