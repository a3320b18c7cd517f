/* Wrong twin: the count returned is the source's length (strlcpy's result) rather than the
 * characters copied, which differ where the copy is truncated; and memcpy is called with 0
 * bytes too. */
#include <string.h>

static int copy_bounded(char *dst, int size, const char *src, int srclen) {
  if (size <= 0) return -1;
  int len = 0;
  while (len < srclen && src[len]) len++;
  int k = len < size - 1 ? len : size - 1;
  memcpy(dst, src, (size_t)k);
  dst[k] = '\0';
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
