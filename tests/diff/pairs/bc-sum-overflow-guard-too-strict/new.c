/* bc-sum-overflow-guard-too-strict, new: the guard stops at 1000 instead of INT_MAX - a wrong fix. */
#include <limits.h>
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if ((a[i] > 0 && s > 1000 - a[i]) || (a[i] < 0 && s < INT_MIN - a[i]))
      return 0;
    s += a[i];
  }
  return s;
}
