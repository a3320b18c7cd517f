#include <stddef.h>
/* new: the null check dropped: a null p is now dereferenced. */
int put(int *p, int v) {
  *p = v;
  return 0;
}
