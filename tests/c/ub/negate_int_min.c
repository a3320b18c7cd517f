/* negate_int_min — must go wrong: ub (signed overflow) at line 5. */
#include <limits.h>
int main(void) {
  int m = INT_MIN;
  int n = -m;
  return n;
}
