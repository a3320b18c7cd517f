#include <stddef.h>
/* new: the mask as a cast to a 16-bit type, the addition written the other way round */
unsigned checksum16(const unsigned char *buf, size_t len) {
  unsigned short sum = 0xffff; /* new: seeded as some protocols do */
  for (size_t i = 0; i < len; i++) sum = (unsigned short)(buf[i] + sum);
  return sum;
}
