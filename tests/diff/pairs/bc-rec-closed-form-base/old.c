/* bc-rec-closed-form-base, old: 2n by recursion with a wrong base case. */
unsigned twice(unsigned n) {
  if (n == 0)
    return 1u;
  return 2u + twice(n - 1u);
}
