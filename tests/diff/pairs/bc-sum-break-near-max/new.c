/* bc-sum-break-near-max, new: stops adding once the sum passes 2e9, which also stops it where the
 * old sum would come back down without overflowing. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (s > 2000000000)
      break;
    s += a[i];
  }
  return s;
}
