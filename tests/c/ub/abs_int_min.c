/* abs_int_min — must go wrong: ub (most negative) at line 5. */
#include <stdlib.h>
#include <limits.h>
int main(void) {
  return abs(INT_MIN);
}
