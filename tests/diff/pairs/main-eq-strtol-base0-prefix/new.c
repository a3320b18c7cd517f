/* main-eq-strtol-base0-prefix, new: strtoll (long long, 64 bits as long on x86-64) in base 0,
 * one message for both rejections. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  const char *s = argv[1];
  char *end;
  long long v;
  if (!isdigit((unsigned char)s[0]) || (v = strtoll(s, &end, 0), *end)) {
    puts("not a number");
    return 1;
  }
  printf("%lld\n", v);
  return 0;
}
