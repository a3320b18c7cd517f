/* bc-find-break-not-found, new: the loop breaks at the first x, but the test after the loop
 * uses <= and so returns n instead of -1 when nothing matches. */
int find(const int *a, int n, int x) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == x)
      break;
  return i <= n ? i : -1;
}
