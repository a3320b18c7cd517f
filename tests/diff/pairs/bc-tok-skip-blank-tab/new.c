/* Wrong twins: the set of blanks lost its tab. token_end tests the end with strchr(" ", *s)
 * alone: the NUL still stops it (strchr finds the set's own NUL, C11 7.24.5.2p2), a tab no
 * longer does. */
#include <string.h>

const char *skip_blank(const char *s) {
  for (; *s != '\0' && strchr(" ", *s) != NULL; s++) {
  }
  return s;
}

const char *token_end(const char *s) {
  while (strchr(" ", *s) == NULL) s++;
  return s;
}
