/* logical.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static int calls;
static int t(int v) { calls++; return v; }
int main(void) {
  int r1 = t(0) && t(1);
  int r2 = t(1) || t(0);
  int r3 = !t(5);
  int *p = 0;
  int r4 = p && *p;
  printf("%d %d %d %d %d\n", r1, r2, r3, r4, calls);
  return 0;
}
