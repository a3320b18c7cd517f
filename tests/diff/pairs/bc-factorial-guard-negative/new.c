/* bc-factorial-guard-negative, new: -1 where the result does not fit, and also below -100, where
   the old version is safe and returns 1. */
int fact(int n) {
  if (n > 12 || n < -100)
    return -1;
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}
