/* main-bc-argv1-check-too-strict, new: argc checked, but one argument is refused too (the wrong twin
 * of main-ub-argv1-unchecked). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    puts("usage: square N");
    return 1;
  }
  int n = atoi(argv[1]);
  printf("%d\n", n % 1000 * (n % 1000));
  return 0;
}
