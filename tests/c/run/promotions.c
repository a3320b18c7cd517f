/* promotions.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  unsigned char a = 200, b = 100;
  int sum = a + b;              /* promoted to int: 300 */
  unsigned char wrapped = a + b; /* converted back: 44 */
  char c = 'A';
  short s = 32767;
  int t = s + 1;
  printf("%d %d %d %d\n", sum, wrapped, c + 1, t);
  printf("%d\n", (unsigned char)255 + 1);
  printf("%d\n", ~(unsigned char)0);
  return 0;
}
