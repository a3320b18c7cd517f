/* free_middle — must go wrong: ub (middle) at line 5. */
#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof(int));
  free(p + 1);
  return 0;
}
