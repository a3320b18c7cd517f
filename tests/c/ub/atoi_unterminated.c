/* C11 7.22.1.2 and 7.1.1p1: atoi takes a string; an array without a null character is read past
 * its end. */
#include <stdlib.h>

int main(void) {
  char b[3] = {'1', '2', 'x'};
  return atoi(b);
}
