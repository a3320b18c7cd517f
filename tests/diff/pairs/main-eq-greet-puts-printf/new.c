/* main-eq-greet-puts-printf, new: the same bytes through printf pieces, puts and putchar
 * (7.21.7.9: puts appends a new-line). */
#include <stdio.h>

int main(int argc, char *argv[]) {
  if (argc <= 1) {
    printf("usage: greet NAME\n");
    return 2;
  }
  printf("hello, ");
  printf("%s", argv[1]);
  putchar('!');
  putchar('\n');
  return 0;
}
