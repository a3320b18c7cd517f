/* bc-capped-sum-break-before-add, new: breaks before adding the byte that would pass 300. */
int capped(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (s + (a[i] & 0xff) > 300)
      break;
    s += a[i] & 0xff;
  }
  return s;
}
