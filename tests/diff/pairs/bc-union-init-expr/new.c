/* Wrong twins of eq-union-init-expr: bytes in big-endian order, the value before + 1, a _Bool
 * taken as the low byte. */
#include <stdint.h>

unsigned init_from_param(int x) { return (unsigned)x; }

int init_sum(long x) { return (int)(unsigned)x + 1; }

int half_bytes(int x) {
  uint16_t v = (uint16_t)(int16_t)x;
  return (v >> 8) * 1000 + (v & 0xff);
}

int flag_init(int x) { return x & 0xff ? 1 : 0; }
