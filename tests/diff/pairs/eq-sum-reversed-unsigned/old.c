/* Sum of the n elements of a, from the first. */
unsigned sum(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
