/* uninit_malloc — must go wrong: ub (indeterminate) at line 6. */
#include <stdlib.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 1;
  return p[1];
}
