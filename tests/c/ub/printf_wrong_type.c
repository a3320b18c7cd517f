/* printf_wrong_type — must go wrong: ub (another type) at line 5. */
#include <stdio.h>
int main(void) {
  long v = 5;
  printf("%d\n", v);
  return 0;
}
