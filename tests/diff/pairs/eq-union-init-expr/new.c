/* The same values by conversions and shifts (6.3.1.3: to unsigned modulo 2^N; gcc reduces
 * to a signed type modulo 2^N). */
#include <stdint.h>

unsigned init_from_param(int x) { return (unsigned)x; }

int init_sum(long x) { return (int)(unsigned)(x + 1); }

int half_bytes(int x) {
  uint16_t v = (uint16_t)(int16_t)x;
  return (v & 0xff) * 1000 + (v >> 8);
}

int flag_init(int x) { return x ? 1 : 0; }
