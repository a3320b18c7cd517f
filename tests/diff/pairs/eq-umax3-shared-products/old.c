/* eq-umax3-shared-products, old: the largest of three products by nested ifs. */
unsigned long max3(unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
  unsigned long x = a * b, y = b * c, z = c * d;
  if (x >= y) {
    if (x >= z) return x;
    return z;
  }
  if (y >= z) return y;
  return z;
}
