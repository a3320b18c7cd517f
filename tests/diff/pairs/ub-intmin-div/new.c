/* ub-intmin-div, new: also guards INT_MIN / -1. */
#include <limits.h>

int quot(int a, int b) {
  if (b == 0)
    return 0;
  if (a == INT_MIN && b == -1)
    return INT_MAX;
  return a / b;
}
