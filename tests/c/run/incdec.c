/* incdec.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  int i = 5;
  int a = i++, b = ++i, c = i--, d = --i;
  char ch = 127; ch++;   /* promoted to int 128, converted to char: -128 on gcc */
  unsigned char uc = 0; uc--;
  double x = 1.5; x++;
  printf("%d %d %d %d %d %d %d %f\n", a, b, c, d, i, ch, uc, x);
  return 0;
}
