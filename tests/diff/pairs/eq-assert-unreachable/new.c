#include <assert.h>
/* The same with an assertion that cannot fail where it stands. */
int low3(int x) {
  if (x < 0) return 0;
  assert(x >= 0);
  return x & 7;
}
