/* old: the mean of a[0..n), 0 for an empty array */
int mean(const int *a, int n) {
  if (n <= 0) return 0;
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return (int)(s / n);
}
