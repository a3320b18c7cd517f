// the wrong twin of uint-shift: x>>>0 and adding 2^32 to a negative x. ToUint32 also
// truncates and reduces modulo 2^32 (ECMA-262 7.1.7), the sum does neither (x = 0.5, x = -1.5,
// x = 2^40)
export function bits(x: number): number {
  return x < 0 ? x + 4294967296 : x;
}
