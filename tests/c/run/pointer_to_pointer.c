/* pointer_to_pointer.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static void set(int **pp, int *target) { *pp = target; }
int main(void) {
  int a = 3, b = 4;
  int *p = &a;
  int **pp = &p;
  **pp = 30;
  set(pp, &b);
  *p += 1;
  printf("%d %d %d\n", a, b, *p);
  return 0;
}
