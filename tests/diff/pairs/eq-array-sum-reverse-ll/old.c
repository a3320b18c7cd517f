/* eq-array-sum-reverse-ll, old: sum of an array forward into long long. */
long long total(const int *a, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
