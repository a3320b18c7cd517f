/* ub-sum-overflow-guard-loop, old: the sum overflows int where the elements add up past INT_MAX or INT_MIN. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
