/* atoi/atol/strtol/strtoul/atof/strtod (C11 7.22.1) on the strings of argv and on literals: leading
 * white space, signs, bases 0, 2, 16 and 36, the end pointer, saturation of strtol, strtoul of a
 * negative number, hexadecimal and special floating forms. */
#include <stdio.h>
#include <stdlib.h>

static void show(const char *s) {
  char *e1, *e2, *e3;
  long l = strtol(s, &e1, 0);
  unsigned long u = strtoul(s, &e2, 10);
  double d = strtod(s, &e3);
  printf("\"%s\": strtol %ld +%td, strtoul %lu +%td, strtod %.17g +%td\n", s, l, e1 - s, u, e2 - s, d, e3 - s);
}

int main(int argc, char **argv) {
  static const char *const lits[] = {"0", "  -17xyz", "+0x1F", "0777", "0b101", "9223372036854775807",
                                     "9223372036854775808", "-9223372036854775809", "18446744073709551615",
                                     "-1", "\t\n 42", "", "   ", "1e308", "1e309", "-1e-320", "0x1.8p3",
                                     "inf", "-INFINITY", "nan", "nan(123)", ".5", "5.", "1e", "+-3"};
  for (unsigned i = 0; i < sizeof lits / sizeof lits[0]; i++) show(lits[i]);
  for (int i = 1; i < argc; i++) {
    show(argv[i]);
    printf("atoi %d atol %ld atof %g base2 %ld base36 %lld\n", atoi(argv[i]), atol(argv[i]), atof(argv[i]), strtol(argv[i], NULL, 2),
           strtoll(argv[i], NULL, 36));
  }
  return 0;
}
