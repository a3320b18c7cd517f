/* main-bc-exit-code, new: the usage exits with status 1 (the wrong twin of main-eq-exit-vs-return) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    printf("usage: half N\n");
    return 1;
  }
  int n = atoi(argv[1]);
  printf("%d\n", n / 2);
  return 0;
}
