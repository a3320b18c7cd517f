/* pointers.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
int main(void) {
  int x = 1, y = 2;
  swap(&x, &y);
  int arr[5] = {10, 20, 30, 40, 50};
  int *p = arr, *end = arr + 5;
  int s = 0;
  while (p != end) s += *p++;
  int *q = &arr[4];
  printf("%d %d %d %ld %d\n", x, y, s, (long)(q - arr), *(q - 2));
  printf("%d\n", q > arr);
  return 0;
}
