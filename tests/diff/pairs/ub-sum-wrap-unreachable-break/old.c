/* ub-sum-wrap-unreachable-break, old: a plain sum (signed overflow is undefined, C11 6.5p5). */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
