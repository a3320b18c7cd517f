/* ub-loop-oob, old: prefix sum of a local table, k unchecked. */
int sum_first(int k) {
  int a[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  int s = 0;
  for (int i = 0; i <= k; i++)
    s += a[i];
  return s;
}
