// !(x < y) and x >= y: every comparison with NaN is false (ECMA-262 7.2.13 IsLessThan gives
// undefined, which < and >= both turn into false, 13.10.1), so the negation is true where >= is not
export function notBelow(x: number, y: number): boolean {
  return !(x < y);
}
