/* int_min_div_minus_one — must go wrong: ub (signed overflow) at line 5. */
#include <limits.h>
int main(void) {
  int a = INT_MIN, b = -1;
  return a / b;
}
