/* ub-average-nonpositive-after-loop, new: 0 for n <= 0, tested after the loop. */
int average(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  if (n <= 0)
    return 0;
  return s / n;
}
