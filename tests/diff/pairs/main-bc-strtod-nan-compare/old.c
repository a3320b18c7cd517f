/* main-bc-strtod-nan-compare, old: a threshold argument read by strtod; a number with nothing
 * after it (the end pointer at the string's end, past at least one character) is compared
 * with 1, anything else is refused. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  double x = strtod(argv[1], &end);
  if (end == argv[1] || *end != '\0') {
    puts("bad number");
    return 1;
  }
  return x > 1.0 ? 3 : 0;
}
