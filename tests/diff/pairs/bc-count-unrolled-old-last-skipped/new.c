/* One element per iteration, but the loop stops before the last element. */
int count(const int *a, int n, int x) {
  int c = 0;
  for (int i = 0; i + 1 < n; i++)
    if (a[i] == x) c++;
  return c;
}
