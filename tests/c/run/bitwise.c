/* bitwise.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  unsigned a = 0xDEADBEEF;
  printf("%x %x %x %x\n", a & 0xFFFF, a | 0xF, a ^ 0xFFFFFFFF, ~a);
  int m = -8; printf("%d %d\n", m & 7, m | 3);
  return 0;
}
