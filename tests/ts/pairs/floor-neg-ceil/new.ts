// the true twin of round-floor-half: Math.floor(x) and -Math.ceil(-x). Negation is exact and
// keeps NaN, the infinities and the sign of zero (ECMA-262 6.1.6.1.1), and the least integer not
// below -x is minus the greatest not above x (21.3.2.10, 21.3.2.16: floor(-0) and -ceil(0) are -0)
export function down(x: number): number {
  return -Math.ceil(-x);
}
