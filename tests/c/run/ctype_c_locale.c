/* ctype_c_locale.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh): every
 * <ctype.h> classification and case mapping over EOF and 0..255 in the "C" locale, with the
 * nonzero values glibc returns (its table masks). */
#include <ctype.h>
#include <stdio.h>
int main(void) {
  for (int c = -1; c < 256; c++) {
    printf("%d: %d %d %d %d %d %d", c, isdigit(c), isxdigit(c), isupper(c), islower(c), isalpha(c), isalnum(c));
    printf(" %d %d %d %d %d %d %d %d\n", isspace(c), isblank(c), iscntrl(c), isprint(c), isgraph(c), ispunct(c),
           toupper(c), tolower(c));
  }
  return 0;
}
