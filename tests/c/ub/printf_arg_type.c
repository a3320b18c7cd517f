/* C11 7.21.6.1p9: a double for %d is undefined. */
#include <stdio.h>

int main(void) {
  printf("%d\n", 2.5);
  return 0;
}
