/* ub-div-zero-guard, old: unguarded division. */
int ratio(int a, int b) {
  return a / b;
}
