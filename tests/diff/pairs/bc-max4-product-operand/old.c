/* bc-max4-product-operand, old: the largest of four 64-bit products by a tournament. */
unsigned long max4(unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
  unsigned long w = a * b, x = b * c, y = c * d, z = d * a;
  unsigned long m1 = w > x ? w : x;
  unsigned long m2 = y > z ? y : z;
  return m1 > m2 ? m1 : m2;
}
