/* bc-average-nonpositive-one, old: divides by n even when n == 0. */
int average(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s / n;
}
