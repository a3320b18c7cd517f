/* eq-capped-sum-break-order, new: the test is made on the sum to be, and the byte is added on
 * both branches, so the loop leaves with the same sum. */
int capped(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int v = a[i] & 0xff;
    if (s + v > 300) {
      s += v;
      break;
    }
    s += v;
  }
  return s;
}
