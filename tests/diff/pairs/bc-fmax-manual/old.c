/* bc-fmax-manual, old: maximum by comparison. */
double mx(double a, double b) {
  return a > b ? a : b;
}
