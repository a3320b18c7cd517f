/* ub-factorial-guard, new: -1 when the result does not fit. */
int fact(int n) {
  if (n > 12)
    return -1;
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}
