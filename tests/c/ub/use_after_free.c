/* use_after_free — must go wrong: ub (use after free) at line 7. */
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  *p = 5;
  free(p);
  return *p;
}
