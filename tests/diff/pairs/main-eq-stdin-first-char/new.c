/* main-eq-stdin-first-char, new: the same through putchar and a second read that only happens
 * where it cannot change what is printed. */
#include <stdio.h>

int main(void) {
  int c = getchar();
  if (c < 0) {
    printf("empty\n");
    return 1;
  }
  printf("first: ");
  putchar(c);
  printf(" (%d)\n", c);
  return 0;
}
