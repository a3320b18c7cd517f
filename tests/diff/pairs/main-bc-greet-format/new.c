/* main-bc-greet-format, new: the comma dropped from the greeting (the wrong twin of
 * main-eq-greet-puts-printf). */
#include <stdio.h>

int main(int argc, char *argv[]) {
  if (argc <= 1) {
    printf("usage: greet NAME\n");
    return 2;
  }
  printf("hello ");
  printf("%s", argv[1]);
  puts("!");
  return 0;
}
