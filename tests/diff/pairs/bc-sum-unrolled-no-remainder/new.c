/* The loop unrolled by 2, the odd element forgotten. */
int sum(const int *a, int n) {
  int s = 0;
  int i = 0;
  for (; i + 1 < n; i += 2) {
    s += a[i];
    s += a[i + 1];
  }
  return s;
}
