/* main-bc-sum-long-vs-int, old: adds its two arguments in long. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    puts("usage: add A B");
    return 1;
  }
  long a = atoi(argv[1]), b = atoi(argv[2]);
  printf("%ld\n", a + b);
  return 0;
}
