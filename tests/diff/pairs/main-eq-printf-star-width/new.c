/* main-eq-printf-star-width, new: the same widths written into the format, the number printed
 * through a long. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = 0;
  double x = 1.5;
  if (argc >= 2)
    n = atoi(argv[1]);
  if (argc >= 3)
    x = atof(argv[2]);
  printf("[%6ld|%-9.2f|", n, x);
  printf("%+.3e]\n", x);
  return 0;
}
