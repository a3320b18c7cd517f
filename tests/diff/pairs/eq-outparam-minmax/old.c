/* Two results through out-parameters. */
int order(int a, int b, int *lo, int *hi) {
  if (a < b) {
    *lo = a;
    *hi = b;
    return 1;
  } else {
    *lo = b;
    *hi = a;
    return 0;
  }
}
