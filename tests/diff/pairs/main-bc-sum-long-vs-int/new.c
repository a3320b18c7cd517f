/* main-bc-sum-long-vs-int, new: the sum moved to int (the wrong twin of main-ub-sum-int-overflow:
 * the new version goes wrong where the old is defined). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    puts("usage: add A B");
    return 1;
  }
  int a = atoi(argv[1]), b = atoi(argv[2]);
  printf("%d\n", a + b);
  return 0;
}
