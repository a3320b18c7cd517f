/* The wrong twin: one reading too many (i <= n). */
long total(const int *a, int n, long k, int which) {
  if (which == 0) return k;
  long s = 0;
  for (int i = 0; i <= n && i < 4; i++) s += a[i];
  return s;
}
