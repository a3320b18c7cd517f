/* loop-printf, old: loops whose iterations print (C11 7.21.6.1, 7.21.7.3) - proved by the core's
 * lockstep induction with output events, for every count and array length. */
#include <stddef.h>
#include <stdio.h>

/* numbered lines, one printf each */
void show(int n) {
  if (n < 0 || n > 100000) return;
  for (int i = 0; i < n; i++)
    printf("line %d of %d\n", i + 1, n);
}

/* the same lines (new: line 20 differs) */
void show20(int n) {
  if (n < 0 || n > 100000) return;
  for (int i = 0; i < n; i++)
    printf("line %d of %d\n", i + 1, n);
}

/* each element of the caller's array on its own line, by index */
void print_all(const int *a, size_t n) {
  if (a == NULL || n == 0) return;
  for (size_t i = 0; i < n; i++)
    printf("%d\n", a[i]);
}

/* the same (new: one more element printed when n > 16) */
void print_all_more(const int *a, int n) {
  for (int i = 0; i < n; i++)
    printf("%d\n", a[i]);
}

/* 0..n-1 separated by commas, the comma before every number but the first */
void list(int n) {
  if (n < 0 || n > 100000) return;
  for (int i = 0; i < n; i++) {
    if (i > 0) putchar(',');
    printf("%d", i);
  }
  putchar('\n');
}
