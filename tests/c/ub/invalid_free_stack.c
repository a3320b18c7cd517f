/* invalid_free_stack — must go wrong: ub (not allocated by malloc) at line 5. */
#include <stdlib.h>
int main(void) {
  int x = 1;
  free(&x);
  return 0;
}
