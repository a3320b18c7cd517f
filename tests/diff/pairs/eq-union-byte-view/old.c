/* Bytes and halves of a 32-bit word read through a union (C11 6.5.2.3p3, footnote 95: the stored
 * bytes reinterpreted; gcc on x86-64 lays every member at offset 0, little-endian). */
#include <stdint.h>

union word {
  uint32_t w;
  uint8_t b[4];
  uint16_t h[2];
};

unsigned low_byte(unsigned x) {
  union word u;
  u.w = x;
  return u.b[0];
}

unsigned high_half(unsigned x) {
  union word u;
  u.w = x;
  return u.h[1];
}

unsigned byte_at(unsigned x, int i) {
  union word u;
  u.w = x;
  if (i < 0 || i > 3) return 0;
  return u.b[i];
}

unsigned bswap(unsigned x) {
  union word u, v;
  u.w = x;
  for (int i = 0; i < 4; i++) v.b[i] = u.b[3 - i];
  return v.w;
}

unsigned set_low_half(unsigned x, unsigned y) {
  union word u;
  u.w = x;
  u.h[0] = (uint16_t)y;
  u.b[3] ^= 1;
  return u.w;
}

unsigned init_low(unsigned y) {
  union word u = {0x11223344u};
  u.b[0] = (uint8_t)y;
  return u.w;
}
