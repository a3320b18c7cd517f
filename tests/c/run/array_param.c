/* array_param.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static int sum(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static void fill(int v[], int n, int x) { for (int i = 0; i < n; i++) v[i] = x + i; }
int main(void) {
  int a[7]; fill(a, 7, 3);
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("%d %d %d\n", sum(a, 7), sum(m[1], 3), sum(&a[2], 3));
  return 0;
}
