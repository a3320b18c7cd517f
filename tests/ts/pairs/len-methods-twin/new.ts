// the methods, each slightly wrong (see old.ts)
export function countPos(xs: number[]): number {
  return xs.filter((x) => x >= 0).length;
}

export function anyAbove(xs: number[], t: number): boolean {
  return xs.some((x) => x >= t);
}

export function allFinite(xs: number[]): boolean {
  return xs.every((x) => !Number.isNaN(x));
}

export function firstNeg(xs: number[]): number {
  return xs.findIndex((x) => x <= 0);
}

export function firstAbove(xs: number[], t: number): number {
  return xs.findIndex((x) => x > t);
}

export function posOf(xs: number[], v: number): number {
  return xs.includes(v) ? xs.indexOf(v) : xs.length;
}

export function has(xs: number[], v: number): boolean {
  return xs.indexOf(v) >= 0;
}

export function total(xs: number[]): number {
  let s = 0;
  xs.forEach((x, i) => {
    if (i > 0) s += x;
  });
  return s;
}

export function anySet(bs: boolean[]): boolean {
  return bs.includes(false);
}
