/* eq-fp-unit-interval, new: the same test as two comparisons. */
int in_unit(double x) {
  return x > -1.0 && x < 1.0;
}
