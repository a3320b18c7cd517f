// basics.ts — loops, a Map, template literals, a class with a getter.
// run: f 5, "ab"
// run: f 0, ""
// run: f 100, "\ud800x"
class P {
  x: number;
  constructor(x: number) {
    this.x = x;
  }
  get d(): number {
    return this.x * 2;
  }
}

export function f(x: number, s: string): number {
  let t = 0;
  for (let i = 0; i < x; i++) t += i % 3;
  const m = new Map<string, number>();
  m.set(s, t);
  console.log(`t=${t}`, s.length, m.get(s));
  return new P(t).d | 0;
}
