/* do_while_sum.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  unsigned long long n = 1234567890123ULL, digits = 0, sum = 0;
  do { sum += n % 10; n /= 10; digits++; } while (n);
  printf("%llu %llu\n", digits, sum);
  return (int)sum;
}
