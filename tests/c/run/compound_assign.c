/* compound_assign.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int i = 10; i += 5; i -= 3; i *= 4; i /= 3; i %= 7; i <<= 3; i >>= 1; i &= 0xFF; i |= 0x100; i ^= 0x11;
  char c = 100; c += 100;        /* computed in int, converted back */
  int k = 7; k *= 2.5;           /* computed in double: 17 */
  unsigned u = 1; u -= 2;
  double d = 1; d /= 4;
  printf("%d %d %d %u %f\n", i, c, k, u, d);
  return 0;
}
