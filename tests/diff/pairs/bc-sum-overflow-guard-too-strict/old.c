/* bc-sum-overflow-guard-too-strict, old: the sum overflows int past INT_MAX or INT_MIN. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
