/* ub-div-zero-guard, new: division by zero answers 0. */
int ratio(int a, int b) {
  if (b == 0)
    return 0;
  return a / b;
}
