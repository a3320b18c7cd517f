// the wrong twins of some-loop: a bound moved by 2^-20, findIndex (the position, 23.1.3.10) where
// find returns the element, and a test that lets the infinities through (Number.isNaN is not
// Number.isFinite: 21.1.2.2, 21.1.2.4)
export function anyAbove(xs: number[], t: number): boolean {
  return xs.some((x) => x > t + 0.00000095367431640625);
}

export function firstAbove(xs: number[], t: number): number {
  return xs.findIndex((x) => x > t);
}

export function allFinite(xs: number[]): boolean {
  return xs.every((x) => !Number.isNaN(x));
}
