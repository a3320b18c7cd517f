/* bc-midpoint-formula, new: the 'overflow-safe' a + (b - a) / 2, which rounds differently. */
int mid(int a, int b) {
  return a + (b - a) / 2;
}
