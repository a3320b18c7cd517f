/* float_conv.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  double d = -3.99; int i = (int)d; unsigned u = (unsigned)3.99;
  long long big = (long long)1e18; float f = (float)16777217;
  double back = (double)9007199254740993LL;
  printf("%d %u %lld %.1f %.1f\n", i, u, big, f, back);
  int x = 7; double r = x / 2, r2 = x / 2.0;
  printf("%f %f\n", r, r2);
  return 0;
}
