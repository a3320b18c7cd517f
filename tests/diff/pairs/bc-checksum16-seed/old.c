#include <stddef.h>
/* old: a 16-bit additive checksum of a packet, index loop, masked at each step */
unsigned checksum16(const unsigned char *buf, size_t len) {
  unsigned sum = 0;
  for (size_t i = 0; i < len; i++) sum = (sum + buf[i]) & 0xffffu;
  return sum;
}
