/* eq-demorgan, new: the same test after De Morgan's law. */
int in_range(int x, int lo, int hi) {
  return x >= lo && x <= hi;
}
