/* Two results through out-parameters. */
int order(int a, int b, int *lo, int *hi) {
  int swapped = !(a < b);
  *lo = swapped ? b : a;
  *hi = swapped ? a : b;
  return !swapped;
}
