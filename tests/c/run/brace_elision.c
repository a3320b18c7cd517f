/* brace_elision.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
struct pair { int a; int b[2]; };
int main(void) {
  int m[2][3] = {1, 2, 3, 4};
  struct pair p[2] = {1, 2, 3, 4, 5};
  char names[2][4] = {"ab", "xyz"};
  printf("%d %d %d %d %d %d %d %s %s\n", m[0][2], m[1][0], m[1][2], p[0].b[1], p[1].a, p[1].b[0], p[1].b[1], names[0], names[1]);
  return 0;
}
