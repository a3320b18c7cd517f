#include <assert.h>
/* old: a checked average of two non-negative ints; a negative argument fails the assert. */
int avg2(int a, int b) {
  assert(a >= 0 && b >= 0);
  return a / 2 + b / 2 + (a % 2 + b % 2) / 2;
}
