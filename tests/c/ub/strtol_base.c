/* C11 7.22.1.4p3: strtol's base is 0 or 2 to 36; another is an invalid argument (7.1.4p1). */
#include <stdlib.h>

int main(void) {
  return (int)strtol("11", NULL, 1);
}
