/* Wrong twin: memcmp instead of strncmp. memcmp may read all 4 bytes whatever they hold (C11
 * 7.24.4.1 compares the first n characters of two objects, which must hold them), so a text of
 * fewer than 4 characters is read past its end even where its first character already differs. */
#include <string.h>

int starts_true(const char *s, int n) {
  if (n <= 0) return 0;
  return memcmp(s, "true", 4) == 0;
}
