#include <stddef.h>
#include <stdint.h>
/* old: 32-bit FNV-1a over a byte buffer */
uint32_t fnv1a(const unsigned char *data, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= data[i];
    h *= 16777619u;
  }
  return h;
}
