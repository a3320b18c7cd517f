// halving by a division and by a product with 0.5: 0.5 is exact, and x/2 and x*0.5 are the
// same real x/2 rounded once (ECMA-262 6.1.6.1.4, 6.1.6.1.5; IEEE 754 roundTiesToEven), for
// every x (subnormals, which may round, round alike)
export function half(x: number): number {
  return x / 2;
}
