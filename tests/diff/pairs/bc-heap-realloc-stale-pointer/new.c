/* bc-heap-realloc-stale-pointer, new: a pointer to the first element taken before the growth is
 * read after it (realloc freed the old block, C11 7.22.3.5p2). */
#include <stdlib.h>

int grow_and_read(int x, int y) {
  int *v = malloc(2 * sizeof(int));
  if (!v) return 0;
  v[0] = x;
  v[1] = y;
  int *first = &v[0];
  int *nv = realloc(v, 4 * sizeof(int));
  if (!nv) {
    free(v);
    return 0;
  }
  v = nv;
  v[2] = x ^ y;
  int r = *first + 0 * v[2];
  free(v);
  return r;
}
