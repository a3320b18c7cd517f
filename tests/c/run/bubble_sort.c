/* bubble_sort.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int v[8] = {5, -3, 9, 0, 2, 2, -8, 7};
  for (int i = 0; i < 8; i++)
    for (int j = 0; j + 1 < 8 - i; j++)
      if (v[j] > v[j + 1]) { int t = v[j]; v[j] = v[j + 1]; v[j + 1] = t; }
  for (int i = 0; i < 8; i++) printf("%d%c", v[i], i == 7 ? '\n' : ' ');
  return 0;
}
