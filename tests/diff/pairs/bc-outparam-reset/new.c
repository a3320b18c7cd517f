/* Sums the first (at most four) elements - and now also clears them, which callers can see. */
int take(int *a, int n) {
  if (n > 4) n = 4;
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    a[i] = 0;
  }
  return s;
}
