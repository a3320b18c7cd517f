/* main-bc-strtod-nan-compare, new: "greater than 1" spelled as "not at most 1", which a NaN
 * ("nan" is a number for strtod, C11 7.22.1.3p3) satisfies. */
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
  return !(x <= 1.0) ? 3 : 0;
}
