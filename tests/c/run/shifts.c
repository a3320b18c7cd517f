/* shifts.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int a = 1 << 30; unsigned b = 1u << 31; long c = 1L << 62;
  int n = -16;
  printf("%d %u %ld %d\n", a, b, c, n >> 2);
  unsigned char uc = 0x80; printf("%d\n", uc << 4);
  unsigned x = 0xF0F0F0F0u; printf("%x %x\n", x >> 4, x << 4);
  return 0;
}
