/* main-bc-strtol-base0-no-octal, new: base 0 replaced by a base chosen by hand from the prefix,
 * which forgets octal, so "010" is ten. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  const char *s = argv[1];
  if (!isdigit((unsigned char)s[0])) {
    puts("not a number");
    return 1;
  }
  int base = 10;
  if (s[0] == '0') base = s[1] == 'x' || s[1] == 'X' ? 16 : 10;
  char *end;
  long v = strtol(s, &end, base);
  if (*end) {
    puts("not a number");
    return 1;
  }
  printf("%ld\n", v);
  return 0;
}
