/* int_min_mod_minus_one — must go wrong: ub (signed overflow) at line 5. */
#include <limits.h>
int main(void) {
  long a = LONG_MIN, b = -1;
  return (int)(a % b);
}
