/* new: the same count, storing each element back unchanged (a no-op for the caller). */
int count_neg(int *a, int n) {
  int c = 0;
  for (int i = 0; i < n && i < 4; i++) {
    int v = a[i];
    c += v < 0;
    a[i] = v;
  }
  return c;
}
