/* The loop unrolled by 2, each pair added in the other order: the same total, but a partial sum
 * the old order never forms can overflow (C11 6.5p5). */
int sum(const int *a, int n) {
  int s = 0;
  int i = 0;
  for (; i + 1 < n; i += 2) {
    s += a[i + 1];
    s += a[i];
  }
  if (i < n) s += a[i];
  return s;
}
