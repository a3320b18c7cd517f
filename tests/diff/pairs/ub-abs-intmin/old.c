/* ub-abs-intmin, old: absolute value by negation. */
int iabs(int x) {
  return x < 0 ? -x : x;
}
