/* malloc_free.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 8;
  int *a = malloc(n * sizeof(int));
  if (!a) return 1;
  for (int i = 0; i < n; i++) a[i] = i + 1;
  int prod = 1;
  for (int i = 0; i < n; i++) prod *= a[i];
  free(a);
  double *d = calloc(4, sizeof(double));
  printf("%d %f\n", prod, d[3]);
  free(d);
  free(NULL);
  return 0;
}
