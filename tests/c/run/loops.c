/* loops.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int i = 0, s = 0;
  while (1) { i++; if (i % 2) continue; if (i > 20) break; s += i; }
  int j = 10; do { s -= j; j -= 3; } while (j > 0);
  int k; for (k = 0; ; k++) if (k * k > 50) break;
  for (int a = 0, b = 10; a < b; a++, b--) s += a * b;
  printf("%d %d %d\n", i, s, k);
  return 0;
}
