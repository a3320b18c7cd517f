/* bc-loop-off-by-one, old: sum of 0..n-1. */
long long sum_below(int n) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
