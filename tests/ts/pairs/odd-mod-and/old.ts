// oddness by % and by &: x % 2 keeps the sign of x (ECMA-262 6.1.6.1.6: -3 % 2 is -1) and
// x & 1 goes through ToInt32 (13.12: 2^32+1 & 1 is 1, 1.5 & 1 is 1)
export function odd(x: number): boolean {
  return x % 2 === 1;
}
