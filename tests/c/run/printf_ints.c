/* printf_ints.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  printf("[%5d][%-5d][%05d][%+d][% d]\n", 42, 42, 42, 42, 42);
  printf("[%x][%X][%#x][%8.4x][%o]\n", 255, 255, 255, 255, 8);
  printf("[%ld][%lu][%lld][%llu]\n", -1L, 1UL << 40, -5LL, 18446744073709551615ULL);
  printf("[%i][%u][%.3d][%c%c]\n", -7, 3000000000u, 5, 'o', 'k');
  printf("100%%\n");
  return 0;
}
