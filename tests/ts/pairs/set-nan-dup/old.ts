// counting distinct values with a Set and with a nested loop: a Set's keys are compared by
// SameValueZero (ECMA-262 24.2.3.1 Set.prototype.add, 7.2.11: NaN is NaN, -0 is +0), which the
// loop spells out as === (7.2.15: -0 === 0) or both NaN. A Set of booleans holds at most two.
export function distinct(xs: number[]): number {
  return new Set(xs).size;
}

export function flags(bs: boolean[]): number {
  const seen = new Set<boolean>();
  for (const b of bs) seen.add(b);
  return seen.size * 10 + (seen.has(true) ? 1 : 0);
}
