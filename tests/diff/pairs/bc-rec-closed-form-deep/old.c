/* bc-rec-closed-form-deep, old: 2n by recursion, but 7 at n = 100. */
unsigned twice(unsigned n) {
  if (n == 0)
    return 0u;
  if (n == 100u)
    return 7u;
  return 2u + twice(n - 1u);
}
