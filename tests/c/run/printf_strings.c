/* printf_strings.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  const char *s = "abcdef";
  printf("[%s][%10s][%-10s][%.3s][%8.2s]\n", s, s, s, s, s);
  int n = printf("xyz\n");
  printf("%d\n", n);
  return 0;
}
