#include <stddef.h>
/* old: stores v through p unless p is null (then -1). */
int put(int *p, int v) {
  if (p == NULL) return -1;
  *p = v;
  return 0;
}
