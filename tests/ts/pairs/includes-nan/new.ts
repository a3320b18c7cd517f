// membership by includes and by a loop with ===: includes compares with SameValueZero (ECMA-262
// 23.1.3.16: NaN finds NaN), === never finds NaN (7.2.15)
export function has(xs: number[], v: number): boolean {
  for (const x of xs) if (x === v) return true;
  return false;
}
