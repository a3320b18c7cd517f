/* main-eq-argv-strcmp-long, old: two names given on the command line are compared whole by
 * strcmp (names of any length: paths, long option values). */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    puts("usage: same NAME NAME");
    return 2;
  }
  if (strcmp(argv[1], argv[2]) == 0) {
    puts("same");
    return 0;
  }
  puts("differ");
  return 1;
}
