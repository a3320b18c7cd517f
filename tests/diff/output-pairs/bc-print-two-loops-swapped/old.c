/* bc-print-two-loops-swapped, old: n numbered lines, a separator, then n lines of squares (n up to 500). */
#include <stdio.h>

void squares(int n) {
  if (n < 0 || n > 500) {
    puts("usage: squares N (0 to 500)");
    return;
  }
  for (int i = 0; i < n; i++)
    printf("%d\n", i + 1);
  puts("--");
  for (int i = 0; i < n; i++)
    printf("%d squared is %d\n", i + 1, (i + 1) * (i + 1));
  puts("done");
}
