// the wrong twin of double-add: a tenth by a product with 0.1 and by a division by 10. 0.1 is
// not a tenth in binary (6.1.6.1: the double nearest to 0.1), so x*0.1 rounds another product
// than x/10 (6.1.6.1.5 Number::divide): 3*0.1 is 0.30000000000000004, 3/10 is 0.3
export function tenth(x: number): number {
  return x * 0.1;
}
