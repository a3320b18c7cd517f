/* eq-loop-repeated-add, old: a * b by adding a, b times (modulo 2^32). */
unsigned times(unsigned a, unsigned b) {
  unsigned r = 0;
  for (unsigned i = 0; i < b; i++)
    r += a;
  return r;
}
