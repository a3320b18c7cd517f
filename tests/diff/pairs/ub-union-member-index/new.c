/* The index is checked: 0 outside the word. */
#include <stdint.h>

union word {
  uint32_t w;
  uint8_t b[4];
};

unsigned byte_at(unsigned x, int i) {
  union word u;
  u.w = x;
  if (i < 0 || i >= 4) return 0;
  return u.b[i];
}
