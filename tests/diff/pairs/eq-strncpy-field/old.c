/* A record's fixed name field filled the usual way: strncpy of at most 3 characters (it pads the
 * rest with null characters, C11 7.24.2.4p3) and the last byte set to NUL; a hash of the field's
 * 4 bytes. src holds srclen characters and may end earlier at a NUL. */
#include <string.h>

struct rec {
  char name[4];
};

int name_hash(const char *src, int srclen) {
  if (srclen <= 0) return -1;
  struct rec r;
  strncpy(r.name, src, sizeof r.name - 1);
  r.name[sizeof r.name - 1] = '\0';
  unsigned h = 0;
  for (int i = 0; i < 4; i++) h = (h << 4 | h >> 28) ^ (unsigned char)r.name[i];
  return (int)(h >> 1);
}
