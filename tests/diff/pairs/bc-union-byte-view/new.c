/* Wrong twins of eq-union-byte-view: each differs from the union reading on some input. */
#include <stdint.h>

unsigned low_byte(unsigned x) { return x & 0x7fu; }

unsigned high_half(unsigned x) { return x >> 15; }

unsigned byte_at(unsigned x, int i) {
  if (i < 0 || i > 3) return 0;
  return (x >> (8 * (3 - i))) & 0xffu; /* big-endian order */
}

unsigned bswap(unsigned x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 23);
}

unsigned set_low_half(unsigned x, unsigned y) {
  return ((x & 0xffff0000u) ^ 0x00010000u) | (y & 0xffffu);
}

unsigned init_low(unsigned y) { return 0x44332200u | (y & 0xffu); }
