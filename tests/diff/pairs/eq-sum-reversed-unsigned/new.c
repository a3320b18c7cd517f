/* The same sum from the last element. */
unsigned sum(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = n; i > 0; i--) s += a[i - 1];
  return s;
}
