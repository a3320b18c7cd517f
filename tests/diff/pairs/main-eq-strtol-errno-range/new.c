/* The range test as the manual page spells it: the value is LONG_MIN or LONG_MAX and errno is set
 * (strtol sets only ERANGE, and only with one of those values, C11 7.22.1.4p8). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    puts("usage: count N");
    return 2;
  }
  char *end;
  errno = 0;
  long n = strtol(argv[1], &end, 10);
  if ((n == LONG_MAX || n == LONG_MIN) && errno != 0) {
    puts("count out of range");
    return 3;
  }
  if (end == argv[1] || *end != '\0') {
    puts("count is not a number");
    return 1;
  }
  printf("count %ld\n", n);
  return 0;
}
