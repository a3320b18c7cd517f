/* bc-average-nonpositive-one, new: 1 for n <= 0, tested after the loop - a wrong fix. */
int average(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  if (n <= 0)
    return 1;
  return s / n;
}
