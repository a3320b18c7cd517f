/* A scale factor from argv[1]: a value strtod reports out of range (ERANGE) is refused. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  errno = 0;
  double x = strtod(argv[1], &end);
  if (errno == ERANGE) {
    puts("scale out of range");
    return 3;
  }
  if (end == argv[1]) {
    puts("scale is not a number");
    return 1;
  }
  return x > 1.0 ? 0 : 4;
}
