// the true twin of or-zero-trunc: x|0 and ~~x are both ToInt32(x) (ECMA-262 13.12 and 13.5.6:
// ~ applies ToInt32 and flips the bits, twice is the identity on an int32)
export function whole(x: number): number {
  return ~~x;
}
