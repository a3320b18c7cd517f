/* eq-hoist-invariant, new: the product hoisted out of the loop. */
unsigned weighted(unsigned a, unsigned b, unsigned n) {
  unsigned t = a * b;
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += t + i;
  return s;
}
