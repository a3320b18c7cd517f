/* The same check with errno read once, compared against 0 (strtoul sets only ERANGE in base 36). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  errno = 0;
  unsigned long v = strtoul(argv[1], &end, 36);
  int err = errno;
  if (err != 0 || *end) {
    puts("bad id");
    return 1;
  }
  printf("%lu\n", v);
  return 0;
}
