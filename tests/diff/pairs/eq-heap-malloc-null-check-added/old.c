/* eq-heap-malloc-null-check-added, old: a scratch pair from malloc, used without checking. */
#include <stdlib.h>

int span(int a, int b) {
  int *v = malloc(2 * sizeof(int));
  v[0] = a < b ? a : b;
  v[1] = a < b ? b : a;
  int r = v[1] / 2 - v[0] / 2;
  free(v);
  return r;
}
