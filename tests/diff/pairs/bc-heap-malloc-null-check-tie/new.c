/* bc-heap-malloc-null-check-tie, new: the result of malloc is checked, and equal values are
 * refused with it. */
#include <stdlib.h>

int span(int a, int b) {
  int *v = malloc(2 * sizeof(int));
  if (v == NULL || a == b) {
    free(v);
    return -1;
  }
  v[0] = a < b ? a : b;
  v[1] = a < b ? b : a;
  int r = v[1] / 2 - v[0] / 2;
  free(v);
  return r;
}
