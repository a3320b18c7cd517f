/* errno cleared, then tested after strtoul: an out-of-range id gives -1. */
#include <errno.h>
#include <stdlib.h>
long parse36(const char *s) {
  errno = 0;
  unsigned long v = strtoul(s, 0, 36);
  return errno ? -1 : (long)(v & 0xffff);
}
