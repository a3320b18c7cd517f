/* collatz.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int best = 0, arg = 0;
  for (int n = 1; n < 300; n++) {
    long v = n; int steps = 0;
    while (v != 1) { v = v % 2 ? 3 * v + 1 : v / 2; steps++; }
    if (steps > best) { best = steps; arg = n; }
  }
  printf("%d %d\n", arg, best);
  return 0;
}
