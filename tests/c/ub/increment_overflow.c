/* increment_overflow — must go wrong: ub (signed overflow) at line 6. */
#include <limits.h>
int main(void) {
  int i = INT_MAX - 1;
  i++;
  i++;
  return 0;
}
