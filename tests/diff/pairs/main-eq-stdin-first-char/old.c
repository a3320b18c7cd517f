/* main-eq-stdin-first-char, old: reports the first byte of standard input (C11 7.21.7.6: getchar
 * returns it as an unsigned char, or EOF at the end). */
#include <stdio.h>

int main(void) {
  int c = getchar();
  if (c == EOF) {
    puts("empty");
    return 1;
  }
  printf("first: %c (%d)\n", c, c);
  return 0;
}
