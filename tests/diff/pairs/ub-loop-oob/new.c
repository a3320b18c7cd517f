/* ub-loop-oob, new: loop stops at the end of the table. */
int sum_first(int k) {
  int a[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  int s = 0;
  for (int i = 0; i <= k && i < 8; i++)
    s += a[i];
  return s;
}
