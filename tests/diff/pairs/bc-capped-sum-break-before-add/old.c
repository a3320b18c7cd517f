/* bc-capped-sum-break-before-add, old: add bytes until the sum passes 300, then stop. */
int capped(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i] & 0xff;
    if (s > 300)
      break;
  }
  return s;
}
