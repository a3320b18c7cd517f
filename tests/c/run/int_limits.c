/* int_limits.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
int main(void) {
  printf("%d %d %u\n", INT_MAX, INT_MIN, UINT_MAX);
  printf("%ld %ld\n", LONG_MAX, LONG_MIN);
  printf("%d %d %d\n", SCHAR_MIN, CHAR_MAX, UCHAR_MAX);
  printf("%d %d\n", INT8_MIN, INT16_MAX);
  long long x = INT_MAX; x += 1;
  printf("%lld\n", x);
  return 0;
}
