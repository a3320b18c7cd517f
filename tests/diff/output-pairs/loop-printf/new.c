/* loop-printf, new: the same loops refactored (show, print_all, list) and wrong twins (show20,
 * print_all_more). */
#include <stddef.h>
#include <stdio.h>

/* left by a break, the counter stepped before its line is printed, the line written in two calls */
void show(int n) {
  if (n < 0 || n > 100000) return;
  int i = 0;
  for (;;) {
    if (i >= n) break;
    i++;
    printf("line %d", i);
    printf(" of %d\n", n);
  }
}

/* wrong twin: line 20 ends with " of N." */
void show20(int n) {
  if (n < 0 || n > 100000) return;
  int i = 0;
  for (;;) {
    if (i >= n) break;
    i++;
    printf("line %d", i);
    if (i == 20)
      printf(" of %d.\n", n);
    else
      printf(" of %d\n", n);
  }
}

/* a pointer walk to the end of the array (a + n formed for a non-null a only: C11 6.5.6p8), the new-line
 * by putchar */
void print_all(const int *a, size_t n) {
  if (a == NULL || n == 0) return;
  for (const int *p = a, *end = a + n; p != end; p++) {
    printf("%d", *p);
    putchar('\n');
  }
}

/* wrong twin: for n > 16 the element after the last is printed too (read beyond the array) */
void print_all_more(const int *a, int n) {
  for (int i = 0; i < n + (n > 16); i++)
    printf("%d\n", a[i]);
}

/* the comma after every number but the last: the same text, each comma one iteration earlier */
void list(int n) {
  if (n < 0 || n > 100000) return;
  for (int i = 0; i < n; i++) {
    printf("%d", i);
    if (i + 1 < n) putchar(',');
  }
  putchar('\n');
}
