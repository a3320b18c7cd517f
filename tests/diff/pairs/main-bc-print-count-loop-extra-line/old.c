/* main-bc-print-count-loop-extra-line, old: prints N numbered lines, one printf per line. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  if (n < 0 || n > 500) {
    puts("usage: count N (0 to 500)");
    return 2;
  }
  for (int i = 0; i < n; i++)
    printf("line %d of %d\n", i + 1, n);
  puts("done");
  return 0;
}
