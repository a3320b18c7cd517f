/* bc-guard-clause-returns-one, old: the sum of the first n elements (0 when n <= 0). */
int total(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
