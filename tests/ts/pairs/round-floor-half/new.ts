// Math.round(x) and Math.floor(x + 0.5): x + 0.5 rounds (0.49999999999999994 + 0.5 is 1 in
// doubles, ECMA-262 6.1.6.1.7), and Math.round gives -0 on [-0.5, -0] (21.3.2.28)
export function nearest(x: number): number {
  return Math.floor(x + 0.5);
}
