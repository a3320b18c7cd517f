#include <assert.h>
/* old: the assert checks b >= 0 (wrong twin of eq-assert-both-abort: one assert dropped). */
int avg2(int a, int b) {
  assert(a >= 0 && b >= 0);
  return a / 2 + b / 2 + (a % 2 + b % 2) / 2;
}
