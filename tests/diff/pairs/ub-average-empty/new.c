/* ub-average-empty, new: empty or negative length averages to 0. */
int average(const int *a, int n) {
  int s = 0;
  if (n <= 0)
    return 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s / n;
}
