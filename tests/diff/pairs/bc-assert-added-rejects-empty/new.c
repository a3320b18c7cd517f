#include <assert.h>
/* new: an empty array asserted away: a caller that passed one now aborts */
int mean(const int *a, int n) {
  assert(n > 0);
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return (int)(s / n);
}
