/* ub-sum-overflow-guard-loop, new: an overflow check in the loop returns 0 where old overflows. */
#include <limits.h>
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if ((a[i] > 0 && s > INT_MAX - a[i]) || (a[i] < 0 && s < INT_MIN - a[i]))
      return 0;
    s += a[i];
  }
  return s;
}
