/* deep_recursion.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh): call depths
 * far beyond what the host stack of the caller would hold for the interpreter (issue 9, item 1). */
#include <stdio.h>
static int f(int i, int j) { if (i == 0) return j; return f(i - 1, j + 1); }
static long sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }
static int even(int n);
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int main(void) {
  printf("%d\n", f(1213, 996));
  printf("%d\n", f(100000, 7));
  printf("%ld\n", sum(100000));
  printf("%d %d\n", even(60001), odd(60001));
  return f(20000, 0) % 256;
}
