/* main-bc-argv1-check-too-strict, old: squares its argument, reading argv[1] without checking argc:
 * with no argument argv[1] is the null pointer (C11 5.1.2.2.1p2) and atoi(NULL) is undefined
 * (7.1.4p1). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  printf("%d\n", n % 1000 * (n % 1000));
  return 0;
}
