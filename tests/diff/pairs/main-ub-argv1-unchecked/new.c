/* main-ub-argv1-unchecked, new: argc checked first. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    puts("usage: square N");
    return 1;
  }
  int n = atoi(argv[1]);
  printf("%d\n", n % 1000 * (n % 1000));
  return 0;
}
