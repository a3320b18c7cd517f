/* eq-umax3-shared-products, new: a running maximum over the same products. */
unsigned long max3(unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
  unsigned long m = a * b;
  if (b * c > m) m = b * c;
  if (c * d > m) m = c * d;
  return m;
}
