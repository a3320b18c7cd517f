/* main-eq-exit-vs-return, new: the usage inline with a return from main (5.1.2.2.3: the same as
 * exit with the value), and an explicit return 0 where old reached the end of main. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    printf("usage: half N\n");
    return 2;
  }
  int n = atoi(argv[1]);
  printf("%d\n", n / 2);
  return 0;
}
