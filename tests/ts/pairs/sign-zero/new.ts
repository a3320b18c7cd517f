// the wrong twin of sign-chain: returning 0 where neither comparison holds loses NaN and -0
// (ECMA-262 21.3.2.29: Math.sign(NaN) is NaN, Math.sign(-0) is -0)
export function signum(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}
