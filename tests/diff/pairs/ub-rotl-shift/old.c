/* ub-rotl-shift, old: rotate left; k == 0 shifts right by 32. */
unsigned rotl(unsigned x, int k) {
  return (x << k) | (x >> (32 - k));
}
