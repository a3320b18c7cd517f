/* eq-reorder-independent, new: the same statements in another order. */
unsigned checksum(unsigned a, unsigned b) {
  unsigned hi = b >> 16;
  unsigned lo = a & 0xffffu;
  unsigned mix = lo * 31u;
  return hi ^ mix;
}
