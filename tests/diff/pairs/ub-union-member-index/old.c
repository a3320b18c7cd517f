/* An element of a union's array member read at an index the caller gives, unchecked: outside
 * 0..3 the subscript leaves the array member (C11 6.5.6p8, J.2: undefined). */
#include <stdint.h>

union word {
  uint32_t w;
  uint8_t b[4];
};

unsigned byte_at(unsigned x, int i) {
  union word u;
  u.w = x;
  return u.b[i];
}
