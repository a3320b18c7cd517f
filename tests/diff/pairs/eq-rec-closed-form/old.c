/* eq-rec-closed-form, old: 2n by recursion (modulo 2^32). */
unsigned twice(unsigned n) {
  if (n == 0)
    return 0u;
  return 2u + twice(n - 1u);
}
