/* A count from argv[1] in base 10: out of range (ERANGE) and trailing characters are errors. */
#include <errno.h>
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
  if (errno == ERANGE) {
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
