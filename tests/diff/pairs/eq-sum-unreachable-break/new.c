/* eq-sum-unreachable-break, new: a defensive break that never fires (i < n holds in the body).
 * Only one of the two loops can be left from inside: the old one's cut is put in the same form. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i > n)
      break;
    s += a[i];
  }
  return s;
}
