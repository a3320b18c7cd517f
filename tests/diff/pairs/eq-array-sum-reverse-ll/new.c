/* eq-array-sum-reverse-ll, new: the same sum backward. */
long long total(const int *a, int n) {
  long long s = 0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i];
  return s;
}
