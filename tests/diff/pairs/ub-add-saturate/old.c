/* ub-add-saturate, old: plain addition, overflows. */
int sat_add(int a, int b) {
  return a + b;
}
