/* errno neither cleared nor tested: an out-of-range id gives the low bits of ULONG_MAX. */
#include <errno.h>
#include <stdlib.h>
long parse36(const char *s) {
  unsigned long v = strtoul(s, 0, 36);
  return (long)(v & 0xffff);
}
