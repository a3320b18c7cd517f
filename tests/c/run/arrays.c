/* arrays.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++) a[i] = i * i;
  int sum = 0;
  for (int i = 0; i < 10; i++) sum += a[i];
  int m[3][4];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j;
  printf("%d %d %d\n", sum, m[2][3], m[1][0]);
  int b[] = {5, 4, 3};
  printf("%d %d\n", (int)(sizeof b / sizeof b[0]), b[2]);
  return 0;
}
