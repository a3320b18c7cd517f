// some, find and every against loops that return early: each visits the elements in order and
// stops at the first decisive callback result (ECMA-262 23.1.3.26 some, 23.1.3.9 find, 23.1.3.6
// every); find returns the element, undefined when none (here -1 by ??)
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
