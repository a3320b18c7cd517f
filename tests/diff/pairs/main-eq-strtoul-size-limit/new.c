/* main-eq-strtoul-size-limit, new: strtoull (unsigned long long, 64 bits as unsigned long on
 * x86-64), the checks in another order. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  unsigned long long v = strtoull(argv[1], &end, 10);
  if (v <= 4096 && *end == '\0' && end != argv[1]) {
    printf("%llu\n", v);
    return 0;
  }
  puts("bad size");
  return 1;
}
