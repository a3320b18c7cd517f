/* unsigned_wrap.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <limits.h>
int main(void) {
  unsigned u = UINT_MAX; u++;
  unsigned long ul = 0; ul--;
  unsigned short us = 0; us -= 1;
  unsigned x = 3000000000u * 2u;
  printf("%u %lu %d %u\n", u, ul, us, x);
  printf("%u\n", 0u - 1u);
  return 0;
}
