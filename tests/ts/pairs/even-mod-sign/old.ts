// the true twin of odd-mod-and: x % 2 and x % -2. The sign of the result is the dividend's and
// the divisor's sign does not matter (ECMA-262 6.1.6.1.6: r = n - d·q with q of the sign of n/d
// and |q| as large as possible, |r| < |d|)
export function even(x: number): boolean {
  return x % 2 === 0;
}
