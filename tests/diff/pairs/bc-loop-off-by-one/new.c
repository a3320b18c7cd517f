/* bc-loop-off-by-one, new: the bound became inclusive. */
long long sum_below(int n) {
  long long s = 0;
  for (int i = 0; i <= n; i++)
    s += i;
  return s;
}
