/* nested_loops.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int count = 0;
  for (int a = 1; a < 30; a++)
    for (int b = a; b < 30; b++)
      for (int c = b; c < 30; c++)
        if (a * a + b * b == c * c) count++;
  printf("%d\n", count);
  return count;
}
