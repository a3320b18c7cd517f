/* bc-max4-product-operand, new: the running maximum reads d * b where the old version has d * a. */
unsigned long max4(unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
  unsigned long m = a * b;
  if (b * c > m) m = b * c;
  if (c * d > m) m = c * d;
  if (d * b > m) m = d * b;
  return m;
}
