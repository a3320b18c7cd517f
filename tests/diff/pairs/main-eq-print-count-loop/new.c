/* main-eq-print-count-loop, new: the loop left by a break, the counter stepped before its line
 * is printed, each line written by two calls, puts as printf. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = -1;
  if (argc >= 2) n = atoi(argv[1]);
  if (n < 0 || n > 500) {
    printf("usage: count N (0 to 500)\n");
    return 2;
  }
  int i = 0;
  for (;;) {
    if (i >= n) break;
    i++;
    printf("line %d", i);
    printf(" of %d\n", n);
  }
  printf("done\n");
  return 0;
}
