/* main-bc-strtod-empty-accepted, new: only what follows the number is checked, so an argument
 * with no number at all (the end pointer at its start: "" or "x" is not refused when nothing
 * follows, as for "") is taken as 0. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  double x = strtod(argv[1], &end);
  if (*end != '\0') {
    puts("bad number");
    return 1;
  }
  return x > 1.0 ? 3 : 0;
}
