/* eq-double-mul2, new: doubling by addition. */
double dbl(double x) {
  return x + x;
}
