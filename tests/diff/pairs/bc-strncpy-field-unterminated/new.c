/* Wrong twin: strncpy of the whole field and no NUL written: a name of 4 characters or more fills
 * all 4 bytes (strncpy does not terminate it, C11 7.24.2.4 footnote 308). */
#include <string.h>

struct rec {
  char name[4];
};

int name_hash(const char *src, int srclen) {
  if (srclen <= 0) return -1;
  struct rec r;
  strncpy(r.name, src, sizeof r.name);
  unsigned h = 0;
  for (int i = 0; i < 4; i++) h = (h << 4 | h >> 28) ^ (unsigned char)r.name[i];
  return (int)(h >> 1);
}
