/* The sum from the last element, stopping one element early: a[0] is never added. */
unsigned sum(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = n; i > 1; i--) s += a[i - 1];
  return s;
}
