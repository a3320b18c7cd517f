// the wrong twin of half-mul: x/3 and x*(1/3). 1/3 is rounded once already (6.1.6.1.5), so
// the product rounds a different real than the quotient (e.g. x = 5: 1.6666666666666667 and
// 1.6666666666666665)
export function third(x: number): number {
  return x / 3;
}
