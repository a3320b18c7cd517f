/* realloc.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int cap = 2, len = 0;
  int *v = malloc(cap * sizeof *v);
  for (int i = 0; i < 20; i++) {
    if (len == cap) { cap *= 2; v = realloc(v, cap * sizeof *v); }
    v[len++] = i * 3;
  }
  printf("%d %d %d\n", len, cap, v[19]);
  free(v);
  return 0;
}
