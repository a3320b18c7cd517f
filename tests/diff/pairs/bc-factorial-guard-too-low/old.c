/* bc-factorial-guard-too-low, old: recursive factorial, overflows for n >= 13. */
int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}
