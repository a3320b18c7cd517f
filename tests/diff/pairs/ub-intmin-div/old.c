/* ub-intmin-div, old: division guarded against zero only. */
int quot(int a, int b) {
  if (b == 0)
    return 0;
  return a / b;
}
