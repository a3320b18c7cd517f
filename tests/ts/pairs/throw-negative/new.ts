// a square root that now throws on a negative argument instead of returning NaN: an uncaught
// RangeError is an outcome of its own (ECMA-262 20.5.5.2)
export function root(x: number): number {
  if (x < 0) throw new RangeError("negative: " + x);
  return Math.sqrt(x);
}
