/* eq-heap-malloc-null-check-added, new: the result of malloc is checked (a failed allocation
 * returns -1). */
#include <stdlib.h>

int span(int a, int b) {
  int *v = malloc(2 * sizeof(int));
  if (v == NULL) return -1;
  v[0] = a < b ? a : b;
  v[1] = a < b ? b : a;
  int r = v[1] / 2 - v[0] / 2;
  free(v);
  return r;
}
