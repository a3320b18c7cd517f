/* eq-det-sign-products, new: the same sign as a difference of comparisons. */
int det_sign(int a, int b, int c, int d) {
  long p = (long)a * d, q = (long)b * c;
  return (p > q) - (p < q);
}
