/* matrix.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#define N 3
static void mul(double a[N][N], double b[N][N], double c[N][N]) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { c[i][j] = 0; for (int k = 0; k < N; k++) c[i][j] += a[i][k] * b[k][j]; }
}
int main(void) {
  double a[N][N] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, b[N][N] = {{0.5, 0, 0}, {0, 0.5, 0}, {0, 0, 2}}, c[N][N];
  mul(a, b, c);
  for (int i = 0; i < N; i++) printf("%g %g %g\n", c[i][0], c[i][1], c[i][2]);
  return 0;
}
