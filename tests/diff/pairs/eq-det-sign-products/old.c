/* eq-det-sign-products, old: the sign of a 2x2 determinant by comparisons. */
int det_sign(int a, int b, int c, int d) {
  long p = (long)a * d, q = (long)b * c;
  if (p > q) return 1;
  if (p < q) return -1;
  return 0;
}
