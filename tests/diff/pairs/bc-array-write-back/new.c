/* new: the same count, but it clears the negative elements it counts. */
int count_neg(int *a, int n) {
  int c = 0;
  for (int i = 0; i < n && i < 4; i++) {
    int v = a[i];
    c += v < 0;
    a[i] = v < 0 ? 0 : v;
  }
  return c;
}
