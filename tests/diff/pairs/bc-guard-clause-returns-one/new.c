/* bc-guard-clause-returns-one, new: a guard clause returns 1 for n <= 0 - not what the loop gives. */
int total(const int *a, int n) {
  if (n <= 0)
    return 1;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
