// a counter class refactored into locals: an instance made in the function whose fields its
// methods update in a loop (ECMA-262 10.2.2 [[Construct]]: the fields initialised in order, then
// the constructor; 13.15.2 this.f += x writes the instance's own property), against the same
// numbers kept in local variables; proved for every length of the array and every count
class Counter {
  n = 0;
  total = 0;
  add(x: number): void {
    if (x > 0) {
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
    return this.count;
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
