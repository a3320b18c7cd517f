/* main-bc-print-count-loop-extra-line, new: the wrong twin of main-eq-print-count-loop - for N
 * above 16 the loop runs once more and prints "line N+1 of N". */
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
    if (i >= n + (n > 16)) break;
    i++;
    printf("line %d", i);
    printf(" of %d\n", n);
  }
  printf("done\n");
  return 0;
}
