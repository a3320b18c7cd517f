/* The range test without errno: "9223372036854775807" is LONG_MAX and in range, yet refused. */
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
  if (n == LONG_MAX || n == LONG_MIN) {
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
