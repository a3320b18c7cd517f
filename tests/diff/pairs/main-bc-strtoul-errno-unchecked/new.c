/* The check of errno dropped: an out-of-range id prints ULONG_MAX instead of "bad id". */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  errno = 0;
  unsigned long v = strtoul(argv[1], &end, 36);
  if (*end) {
    puts("bad id");
    return 1;
  }
  printf("%lu\n", v);
  return 0;
}
