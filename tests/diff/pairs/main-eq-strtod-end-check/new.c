/* main-eq-strtod-end-check, new: the checks in the other order, and the comparison spelled
 * with its NaN case apart (a NaN is not greater than 1, C11 7.12.14: 0). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *end;
  double x = strtod(argv[1], &end);
  if (*end != '\0' || end == argv[1]) {
    puts("bad number");
    return 1;
  }
  if (x != x || x <= 1.0) return 0;
  return 3;
}
