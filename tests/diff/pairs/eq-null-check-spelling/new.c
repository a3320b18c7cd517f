/* new: the same with the null test spelled !a and the loop bound folded. */
long sum(const int *a, int n) {
  long s = 0;
  if (!a) return s;
  int m = n < 3 ? n : 3;
  for (int i = 0; i < m; i++) s += a[i];
  return s;
}
