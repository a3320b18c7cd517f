/* ub-average-zero-guard-after-loop, new: the same loop, 0 for an empty array. */
int average(const int *a, int n) {
  int s = 0;
  int i;
  for (i = 0; i < n; i++)
    s += a[i];
  if (n == 0)
    return 0;
  return s / n;
}
