/* eq-find-return-vs-break, new: the loop breaks at the first x; the index is tested after it. */
int find(const int *a, int n, int x) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == x)
      break;
  return i < n ? i : -1;
}
