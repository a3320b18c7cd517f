/* ub-abs-intmin, new: INT_MIN saturates to INT_MAX. */
#include <limits.h>

int iabs(int x) {
  if (x == INT_MIN)
    return INT_MAX;
  return x < 0 ? -x : x;
}
