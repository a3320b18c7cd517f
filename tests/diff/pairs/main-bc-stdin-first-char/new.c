/* main-bc-stdin-first-char, new: a blank first line is taken as empty input (the wrong twin of
 * main-eq-stdin-first-char). */
#include <stdio.h>

int main(void) {
  int c = getchar();
  if (c == EOF || c == '\n') {
    puts("empty");
    return 1;
  }
  printf("first: %c (%d)\n", c, c);
  return 0;
}
