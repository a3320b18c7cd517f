/* main-bc-argv-strncmp-17, new: the names compared over their first 17 characters only, so two
 * names that differ first at character 18 are taken as the same. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    puts("usage: same NAME NAME");
    return 2;
  }
  int same = !strncmp(argv[1], argv[2], 17);
  puts(same ? "same" : "differ");
  return same ? 0 : 1;
}
