/* eq-double-mul2, old: doubling a double by multiplication. */
double dbl(double x) {
  return x * 2.0;
}
