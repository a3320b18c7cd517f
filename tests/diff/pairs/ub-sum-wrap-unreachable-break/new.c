/* ub-sum-wrap-unreachable-break, new: the sum wraps (unsigned arithmetic, C11 6.2.5p9; the conversion
 * back to int is implementation-defined, gcc wraps), behind a break that never fires. Only this loop
 * can be left from inside: the lockstep rule must not call the pair equivalent, old goes wrong in
 * its iteration where new does not. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i > n)
      break;
    s = (int)((unsigned)s + (unsigned)a[i]);
  }
  return s;
}
