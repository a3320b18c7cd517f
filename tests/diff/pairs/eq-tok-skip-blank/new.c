/* The same scans written with strchr over a set of blanks and with an index: strchr(" \t", c)
 * also finds the set's own NUL for c == 0 (C11 7.24.5.2p2), hence the test of *s first. */
#include <string.h>

const char *skip_blank(const char *s) {
  for (; *s != '\0' && strchr(" \t", *s) != NULL; s++) {
  }
  return s;
}

const char *token_end(const char *s) {
  long i = 0;
  while (s[i] != '\0' && s[i] != ' ' && s[i] != '\t') ++i;
  return &s[i];
}
