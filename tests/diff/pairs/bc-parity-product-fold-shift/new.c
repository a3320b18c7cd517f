/* bc-parity-product-fold-shift, new: the second fold shifts by 3, not 2. */
unsigned parity(unsigned long a, unsigned long b) {
  unsigned long h = a * b;
  unsigned long lo = h & 0xffffffffUL, hi = h >> 32;
  unsigned x = (unsigned)(lo ^ hi);
  x ^= x >> 1;
  x ^= x >> 3;
  x = (x & 0x11111111u) * 0x11111111u;
  return (x >> 28) & 1;
}
