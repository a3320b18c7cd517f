/* eq-found-flag-vs-return, new: the same searches returning from inside the loop. The flag loops
 * run one more condition test than the returning ones: the lockstep induction aligns them by testing
 * the condition at the end of each iteration too (docs/equiv-diff.md). */
int find(const int *a, int n, int x) {
  for (int i = 0; i < n; i++)
    if (a[i] == x)
      return i;
  return -1;
}
int any_neg(const int *a, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      return 1;
  return 0;
}
