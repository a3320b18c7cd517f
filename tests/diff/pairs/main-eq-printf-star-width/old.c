/* main-eq-printf-star-width, old: a table line with the widths and the precision as '*'
 * arguments (C11 7.21.6.1p5). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 0;
  double x = argc > 2 ? atof(argv[2]) : 1.5;
  printf("[%*d|%-*.*f|%+.3e]\n", 6, n, 9, 2, x, x);
  return 0;
}
