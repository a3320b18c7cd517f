// x|0 and Math.trunc(x): |0 is ToInt32 (ECMA-262 7.1.6: modulo 2^32, NaN and the infinities
// 0, -0 to +0), Math.trunc keeps the double (21.3.2.35). They differ from 2^31 on (2147483648|0 is
// -2147483648), on NaN and on -0
export function whole(x: number): number {
  return x | 0;
}
