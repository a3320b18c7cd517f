// the true twin of max-ternary: Math.max(a, b) and Math.max(b, a). The result is NaN if either
// is, +0 for two zeros of which one is +0, else the larger (ECMA-262 21.3.2.24): symmetric
export function bigger(a: number, b: number): number {
  return Math.max(b, a);
}
