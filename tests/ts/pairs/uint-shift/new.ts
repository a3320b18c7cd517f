// (x|0)>>>0 and x>>>0: >>> reads its left operand with ToUint32 (ECMA-262 6.1.6.1.11), and
// ToUint32(ToInt32(x)) is ToUint32(x): both are x modulo 2^32 (7.1.6, 7.1.7)
export function bits(x: number): number {
  return x >>> 0;
}
