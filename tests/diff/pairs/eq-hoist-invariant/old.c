/* eq-hoist-invariant, old: loop recomputing a loop-invariant product. */
unsigned weighted(unsigned a, unsigned b, unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += a * b + i;
  return s;
}
