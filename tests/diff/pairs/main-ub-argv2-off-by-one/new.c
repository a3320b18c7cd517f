/* main-ub-argv2-off-by-one, new: both arguments required. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    puts("usage: div A B");
    return 1;
  }
  int a = atoi(argv[1]), b = atoi(argv[2]);
  if (b == 0) {
    puts("division by zero");
    return 3;
  }
  printf("%d\n", a / (b == -1 ? 1 : b));
  return 0;
}
