/* bc-find-break-not-found, old: the index of the first x, returned from inside the loop. */
int find(const int *a, int n, int x) {
  for (int i = 0; i < n; i++)
    if (a[i] == x)
      return i;
  return -1;
}
