/* old (wrong twin of eq-array-write-back): counts the negative elements among the first n (at most 4); never stores into a. */
int count_neg(int *a, int n) {
  int c = 0;
  for (int i = 0; i < n && i < 4; i++)
    if (a[i] < 0) c++;
  return c;
}
