/* main-bc-usage-argc-ne, new: extra arguments are now a usage error. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    puts("usage: half N");
    return 1;
  }
  long n = strtol(argv[1], NULL, 10);
  printf("%ld\n", n / 2);
  return 0;
}
