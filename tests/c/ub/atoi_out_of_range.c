/* C11 7.22.1p1: atoi of a string whose value an int cannot represent is undefined (glibc returns
 * the truncated strtol value). */
#include <stdlib.h>

int main(void) {
  return atoi("4294967296") == 0;
}
