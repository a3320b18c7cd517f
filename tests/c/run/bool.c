/* bool.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdbool.h>
int main(void) {
  _Bool b = 5; bool t = 0.5; bool f = 0;
  b++;
  printf("%d %d %d %d\n", b, t, f, (bool)256);
  return b + t;
}
