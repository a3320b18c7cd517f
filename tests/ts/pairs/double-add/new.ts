// doubling by a product and by a sum: x*2 and x+x are both the exact 2x rounded once to nearest
// (ECMA-262 6.1.6.1.4 Number::multiply and 6.1.6.1.7 Number::add: IEEE 754-2019 roundTiesToEven),
// so the same double for every x, NaN, ±0 and the infinities included (2x overflows alike)
export function twice(x: number): number {
  return x + x;
}
