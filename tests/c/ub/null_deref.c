/* null_deref — must go wrong: ub (null pointer) at line 5. */
#include <stddef.h>
int main(void) {
  int *p = NULL;
  return *p;
}
