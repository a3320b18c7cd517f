/* A JSON parser's literal match: whether the n characters at s begin with "true", by strncmp
 * (C11 7.24.4.4: it reads up to the first difference, a NUL, or 4 characters). */
#include <string.h>

int starts_true(const char *s, int n) {
  if (n <= 0) return 0;
  return strncmp(s, "true", 4) == 0;
}
