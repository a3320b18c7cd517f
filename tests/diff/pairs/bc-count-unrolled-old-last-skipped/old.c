/* How many of the n elements of a equal x, the loop unrolled by 2, the odd element after it. */
int count(const int *a, int n, int x) {
  int c = 0, i;
  for (i = 0; i + 1 < n; i += 2) {
    if (a[i] == x) c++;
    if (a[i + 1] == x) c++;
  }
  if (i < n && a[i] == x) c++;
  return c;
}
