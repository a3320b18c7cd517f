/* main-bc-strtol-base0-no-octal, old: a number argument in C's notation (decimal, 0 octal, 0x
 * hexadecimal) read by strtol in base 0 (C11 7.22.1.4p5); it must begin with a digit and be
 * converted whole. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  const char *s = argv[1];
  char *end;
  if (!isdigit((unsigned char)s[0])) {
    puts("not a number");
    return 1;
  }
  long v = strtol(s, &end, 0);
  if (*end != '\0') {
    puts("not a number");
    return 1;
  }
  printf("%ld\n", v);
  return 0;
}
