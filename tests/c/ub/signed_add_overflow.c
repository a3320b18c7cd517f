/* signed_add_overflow — must go wrong: ub (signed overflow) at line 5. */
#include <limits.h>
int main(void) {
  int x = INT_MAX;
  int y = x + 1;
  return y;
}
