/* main-ub-sum-int-overflow, old: adds its two arguments in int (signed overflow is undefined,
 * C11 6.5p5). */
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
