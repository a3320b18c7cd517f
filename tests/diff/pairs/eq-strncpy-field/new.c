/* The field cleared first and the characters copied by hand up to the NUL or 3 of them: the same
 * bytes, and the same characters of src read. */
#include <string.h>

struct rec {
  char name[4];
};

int name_hash(const char *src, int srclen) {
  if (srclen <= 0) return -1;
  struct rec r;
  memset(r.name, 0, sizeof r.name);
  for (int i = 0; i < 3 && src[i] != '\0'; i++) r.name[i] = src[i];
  unsigned h = 0;
  for (int i = 0; i < 4; i++) h = (h << 4 | h >> 28) ^ (unsigned char)r.name[i];
  return (int)(h >> 1);
}
