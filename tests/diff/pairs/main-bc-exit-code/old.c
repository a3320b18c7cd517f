/* main-bc-exit-code, old: the usage through a helper that exits (C11 7.22.4.4). */
#include <stdio.h>
#include <stdlib.h>

static void usage(void) {
  puts("usage: half N");
  exit(2);
}

int main(int argc, char **argv) {
  if (argc != 2)
    usage();
  printf("%d\n", atoi(argv[1]) / 2);
}
