/* ub-mod-intmin, old: remainder guarded against zero only. */
int rem(int a, int b) {
  if (b == 0)
    return 0;
  return a % b;
}
