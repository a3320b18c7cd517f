/* eq-guard-clause-removed, new: the guard dropped as redundant. */
int total(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
