/* A union initialised from an expression that is not a constant (C11 6.7.9p13, p17: its first
 * member), then read through another member: the value's bytes (gcc: two's complement,
 * little-endian). */
#include <stdint.h>

union word {
  unsigned u;
  int i;
};

union half {
  int16_t h;
  uint8_t b[2];
};

union flag {
  _Bool on;
  unsigned char byte;
};

unsigned init_from_param(int x) {
  union word w = {(unsigned)x};
  return w.u;
}

int init_sum(long x) {
  union word w = {x + 1};
  return w.i;
}

int half_bytes(int x) {
  union half h = {x};
  return h.b[0] * 1000 + h.b[1];
}

int flag_init(int x) {
  union flag u = {x};
  return u.byte;
}
