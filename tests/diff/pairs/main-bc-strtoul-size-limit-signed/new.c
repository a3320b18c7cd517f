/* main-bc-strtoul-size-limit-signed, new: the wrong twin of main-eq-strtoul-size-limit: strtol,
 * so "-1" is -1, under the limit, and printed as unsigned long. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  long v = strtol(argv[1], &end, 10);
  if (v <= 4096 && *end == '\0' && end != argv[1]) {
    printf("%lu\n", (unsigned long)v);
    return 0;
  }
  puts("bad size");
  return 1;
}
