/* char_sign.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  char c = (char)200;   /* plain char is signed on x86-64 */
  signed char sc = (signed char)0xFF;
  unsigned char uc = (unsigned char)-1;
  printf("%d %d %d\n", c, sc, uc);
  return c < 0 ? 7 : 8;
}
