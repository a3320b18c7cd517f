/* usual_arith.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int neg = -1; unsigned one = 1;
  printf("%d\n", neg < one);          /* -1 converted to unsigned: 0 */
  long ln = -1; printf("%d\n", ln < one); /* long holds all unsigned: 1 */
  unsigned long ulv = 1; printf("%d\n", ln < ulv); /* 0 */
  printf("%u\n", neg + one * 2);
  printf("%lld\n", -1LL + 2u);
  return 0;
}
