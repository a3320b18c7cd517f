#include <stddef.h>
#include <stdint.h>
/* new: the multiplication by the FNV prime 2^24 + 2^8 + 0x93 as shifts and adds */
uint32_t fnv1a(const unsigned char *data, size_t n) {
  uint32_t h = 0x811c9dc5u;
  for (size_t i = 0; i < n; i++) {
    h = h ^ data[i];
    h += (h << 1) + (h << 4) + (h << 7) + (h << 8) + (h << 24);
  }
  return h;
}
