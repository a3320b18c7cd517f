/* main-eq-argv-strcmp-long, new: the comparison kept in a flag, one exit path. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    puts("usage: same NAME NAME");
    return 2;
  }
  int same = !strcmp(argv[1], argv[2]);
  puts(same ? "same" : "differ");
  return same ? 0 : 1;
}
