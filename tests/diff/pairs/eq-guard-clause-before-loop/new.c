/* eq-guard-clause-before-loop, new: a guard clause returns 0 before the loop for n <= 0. */
int total(const int *a, int n) {
  if (n <= 0)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
