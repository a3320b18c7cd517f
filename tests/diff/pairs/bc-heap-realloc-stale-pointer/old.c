/* bc-heap-realloc-stale-pointer, old: a vector of ints grows by realloc; the element is read
 * through the vector's pointer after the growth. */
#include <stdlib.h>

int grow_and_read(int x, int y) {
  int *v = malloc(2 * sizeof(int));
  if (!v) return 0;
  v[0] = x;
  v[1] = y;
  int *nv = realloc(v, 4 * sizeof(int));
  if (!nv) {
    free(v);
    return 0;
  }
  v = nv;
  v[2] = x ^ y;
  int r = v[0] + 0 * v[2];
  free(v);
  return r;
}
