/* The same sum from the last element: the same total where both are defined, other partial sums. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = n; i > 0; i--) s += a[i - 1];
  return s;
}
