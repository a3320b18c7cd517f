/* The same with shifts and masks. */
#include <stdint.h>

unsigned low_byte(unsigned x) { return x & 0xffu; }

unsigned high_half(unsigned x) { return x >> 16; }

unsigned byte_at(unsigned x, int i) {
  if (i < 0 || i > 3) return 0;
  return (x >> (8 * i)) & 0xffu;
}

unsigned bswap(unsigned x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

unsigned set_low_half(unsigned x, unsigned y) {
  return ((x & 0xffff0000u) ^ 0x01000000u) | (y & 0xffffu);
}

unsigned init_low(unsigned y) { return 0x11223300u | (y & 0xffu); }
