/* The length found first, then one memcpy. memcpy is not called with 0 bytes: src may then be
 * null, which memcpy does not allow even for 0 bytes (C11 7.24.1p2) where the old loop read
 * nothing. */
#include <string.h>

static int copy_bounded(char *dst, int size, const char *src, int srclen) {
  if (size <= 0) return -1;
  int len = 0;
  while (len < srclen && len < size - 1 && src[len]) len++;
  if (len > 0) memcpy(dst, src, (size_t)len);
  dst[len] = '\0';
  return len;
}

/* a name cut to fit a fixed 8-byte field (copy_bounded(name, sizeof name, ...), the usual call):
 * the count copied and a hash of the field's 8 bytes */
int short_name(const char *src, int srclen) {
  char name[8] = {0};
  int k = copy_bounded(name, (int)sizeof name, src, srclen);
  unsigned h = (unsigned)k;
  for (int i = 0; i < 8; i++) h = (h << 4 | h >> 28) ^ (unsigned char)name[i];
  return (int)(h >> 1);
}
