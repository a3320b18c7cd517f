/* ub-heap-double-free-fixed, old: a parser frees its scratch block on an error and again at the
 * common exit. */
#include <stdlib.h>

int parse_pair(int a, int b) {
  int *scratch = malloc(2 * sizeof(int));
  if (!scratch) return -1;
  int rc = 0;
  scratch[0] = a;
  scratch[1] = b;
  if (scratch[0] > scratch[1]) {
    free(scratch);
    rc = -1;
    goto out;
  }
  rc = scratch[1] - scratch[0] > 100 ? 2 : 1;
out:
  free(scratch);
  return rc;
}
