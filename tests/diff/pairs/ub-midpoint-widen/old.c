/* ub-midpoint-widen, old: midpoint by int addition. */
int mid(int a, int b) {
  return (a + b) / 2;
}
