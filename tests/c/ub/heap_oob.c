/* heap_oob — must go wrong: ub (out-of-bounds) at line 7. */
#include <stdlib.h>
int main(void) {
  int *p = malloc(3 * sizeof(int));
  p[0] = p[1] = p[2] = 0;
  int *q = p + 3;
  *q = 7;
  return 0;
}
