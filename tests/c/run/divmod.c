/* divmod.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  printf("%d %d %d %d\n", 7 / 2, -7 / 2, 7 % -3, -7 % 3);
  printf("%u %u\n", 4000000000u / 3u, 4000000000u % 7u);
  long long q = -9000000000000LL / 7; printf("%lld\n", q);
  return 0;
}
