/* The same sum, the loop unrolled by 2 (two elements per iteration, in the same order), the odd
 * element after it. */
int sum(const int *a, int n) {
  int s = 0;
  int i = 0;
  for (; i + 1 < n; i += 2) {
    s += a[i];
    s += a[i + 1];
  }
  if (i < n) s += a[i];
  return s;
}
