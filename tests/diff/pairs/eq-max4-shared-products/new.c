/* eq-max4-shared-products, new: the same products, by a running maximum. */
unsigned long max4(unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
  unsigned long m = a * b;
  if (b * c > m) m = b * c;
  if (c * d > m) m = c * d;
  if (d * a > m) m = d * a;
  return m;
}
