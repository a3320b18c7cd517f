/* bc-closed-form-sum-even-factor, old: 0 + 1 + ... + (n-1) modulo 2^32 by a loop. */
unsigned tri(unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i;
  return s;
}
