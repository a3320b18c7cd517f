#include <assert.h>
/* new: only a is checked; a negative b now returns instead of aborting. */
int avg2(int a, int b) {
  assert(a >= 0);
  return (int)(((long long)a + b) / 2);
}
