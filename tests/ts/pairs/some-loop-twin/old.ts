// the wrong twins of some-loop: a bound moved by 2^-20, findIndex (the position, 23.1.3.10) where
// find returns the element, and a test that lets the infinities through (Number.isNaN is not
// Number.isFinite: 21.1.2.2, 21.1.2.4)
export function anyAbove(xs: number[], t: number): boolean {
  for (const x of xs) {
    if (x > t) return true;
  }
  return false;
}

export function firstAbove(xs: number[], t: number): number {
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] > t) return xs[i];
  }
  return -1;
}

export function allFinite(xs: number[]): boolean {
  let ok = true;
  for (const x of xs) ok = ok && Number.isFinite(x);
  return ok;
}
