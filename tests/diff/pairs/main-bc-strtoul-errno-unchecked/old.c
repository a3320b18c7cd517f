/* Parse a base-36 identifier from argv[1]: out of range or trailing junk is an error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  errno = 0;
  unsigned long v = strtoul(argv[1], &end, 36);
  if (errno == ERANGE || *end != '\0') {
    puts("bad id");
    return 1;
  }
  printf("%lu\n", v);
  return 0;
}
