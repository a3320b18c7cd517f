/* main-bc-greet-format, old: greets its argument with one printf. */
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    puts("usage: greet NAME");
    return 2;
  }
  printf("hello, %s!\n", argv[1]);
  return 0;
}
