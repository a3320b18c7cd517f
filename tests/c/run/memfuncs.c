/* memfuncs.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <string.h>
struct s { int a; double b; };
int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6}, b[6];
  memcpy(b, a, sizeof a);
  memmove(a + 1, a, 4 * sizeof(int));
  int z[4]; memset(z, 0, sizeof z);
  struct s x = {7, 2.5}, y; memcpy(&y, &x, sizeof x);
  unsigned char bytes[4]; memset(bytes, 0xAB, 4);
  printf("%d %d %d %d %d %d %f %d\n", b[5], a[0], a[1], a[5], z[3], y.a, y.b, bytes[2]);
  printf("%d %d\n", memcmp(a, b, sizeof a) != 0, memcmp(b, b, 8) == 0);
  return 0;
}
