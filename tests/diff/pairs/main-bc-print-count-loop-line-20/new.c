/* main-bc-print-count-loop-line-20, new: the wrong twin of main-eq-print-count-loop - line 20
 * ends with " of N." instead of " of N". */
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
    if (i == 20)
      printf(" of %d.\n", n);
    else
      printf(" of %d\n", n);
  }
  printf("done\n");
  return 0;
}
