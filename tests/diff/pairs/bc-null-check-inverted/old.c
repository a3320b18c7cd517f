#include <stddef.h>
/* old (wrong twin of eq-null-check-spelling): 0 for a null array. */
long sum(const int *a, int n) {
  if (a == NULL) return 0;
  long s = 0;
  for (int i = 0; i < n && i < 3; i++) s += a[i];
  return s;
}
