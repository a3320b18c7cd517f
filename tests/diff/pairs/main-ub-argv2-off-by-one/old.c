/* main-ub-argv2-off-by-one, old: divides its two arguments, but the check lets one argument
 * through: argv[2] is then the null pointer (C11 5.1.2.2.1p2) and atoi(NULL) undefined (7.1.4p1). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) {
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
