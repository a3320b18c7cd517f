/* bc-loop-repeated-add-start, old: a * b by adding a, b times, starting from a (one too many). */
unsigned times(unsigned a, unsigned b) {
  unsigned r = a;
  for (unsigned i = 0; i < b; i++)
    r += a;
  return r;
}
