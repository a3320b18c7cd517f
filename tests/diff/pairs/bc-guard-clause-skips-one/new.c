/* bc-guard-clause-skips-one, new: a guard clause returns 0 for n <= 1, where the loop would run once for n == 1. */
int total(const int *a, int n) {
  if (n <= 1)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
