/* eq-reorder-independent, old: three independent computations. */
unsigned checksum(unsigned a, unsigned b) {
  unsigned lo = a & 0xffffu;
  unsigned hi = b >> 16;
  unsigned mix = lo * 31u;
  return mix ^ hi;
}
