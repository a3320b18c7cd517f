// some, find and every against loops that return early: each visits the elements in order and
// stops at the first decisive callback result (ECMA-262 23.1.3.26 some, 23.1.3.9 find, 23.1.3.6
// every); find returns the element, undefined when none (here -1 by ??)
export function anyAbove(xs: number[], t: number): boolean {
  return xs.some((x) => x > t);
}

export function firstAbove(xs: number[], t: number): number {
  return xs.find((x) => x > t) ?? -1;
}

export function allFinite(xs: number[]): boolean {
  return xs.every((x) => Number.isFinite(x));
}
