/* ternary_comma.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int a = 5, b = 9;
  int mx = a > b ? a : b;
  int c = (a++, b++, a + b);
  double d = a > 0 ? 1 : 2.5;
  printf("%d %d %f\n", mx, c, d);
  return 0;
}
