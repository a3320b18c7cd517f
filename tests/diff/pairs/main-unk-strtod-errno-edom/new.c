/* errno tested for EDOM, which strtod never sets: "1e400" (ERANGE, HUGE_VAL) passes as a scale. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  errno = 0;
  double x = strtod(argv[1], &end);
  int err = errno;
  if (err == EDOM) {
    puts("scale out of range");
    return 3;
  }
  if (end == argv[1]) {
    puts("scale is not a number");
    return 1;
  }
  return x > 1.0 ? 0 : 4;
}
