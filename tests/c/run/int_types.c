/* int_types.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  signed char sc = -100; unsigned char uc = 200; short s = -30000; unsigned short us = 60000;
  int i = -2000000000; unsigned u = 4000000000u; long l = -9000000000000000000L;
  unsigned long ul = 18000000000000000000UL; long long ll = 123456789012345LL; unsigned long long ull = 1ULL << 63;
  printf("%d %d %d %d\n", sc, uc, s, us);
  printf("%d %u %ld %lu\n", i, u, l, ul);
  printf("%lld %llu\n", ll, ull);
  printf("%d %d %d\n", (int)sizeof(short), (int)sizeof(long), (int)sizeof(long long));
  return 0;
}
