// clamp with ifs; the new version with Math.min/Math.max differs where lo > hi (old gives lo,
// new gives hi) and where lo or hi is NaN (Math.max/min propagate NaN: ECMA-262 21.3.2.24/25)
export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(Math.max(x, lo), hi);
}
