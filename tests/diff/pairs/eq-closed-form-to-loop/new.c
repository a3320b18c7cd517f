/* eq-closed-form-to-loop, new: 2 + 4 + ... + 2n by a loop. */
unsigned twice_tri(unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += 2u * (i + 1u);
  return s;
}
