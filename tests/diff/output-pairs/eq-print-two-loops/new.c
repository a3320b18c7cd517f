/* eq-print-two-loops, new: one counter for both loops, a while loop, each square's line written
 * by two calls, the square kept in a variable, puts as printf. */
#include <stdio.h>

void squares(int n) {
  if (n < 0 || n > 500) {
    printf("usage: squares N (0 to 500)\n");
    return;
  }
  int i = 0;
  while (i < n) {
    printf("%d\n", i + 1);
    i++;
  }
  printf("--\n");
  for (i = 0; i < n; i++) {
    int sq = (i + 1) * (i + 1);
    printf("%d squared", i + 1);
    printf(" is %d\n", sq);
  }
  printf("done\n");
}
