/* bc-found-flag-vs-return-twin, new: returns from inside, but find adds one past index 3 and
 * any_neg also counts zero. */
int find(const int *a, int n, int x) {
  for (int i = 0; i < n; i++)
    if (a[i] == x)
      return i + (i > 3);
  return -1;
}
int any_neg(const int *a, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] <= 0)
      return 1;
  return 0;
}
