/* main-bc-strtoul-size-limit-signed, old (as main-eq-strtoul-size-limit): a size argument read by strtoul in base 10, at most 4096;
 * a negative number is its negation as unsigned long (C11 7.22.1.4p5), far over the limit. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  unsigned long v = strtoul(argv[1], &end, 10);
  if (end == argv[1] || *end != '\0' || v > 4096) {
    puts("bad size");
    return 1;
  }
  printf("%lu\n", v);
  return 0;
}
