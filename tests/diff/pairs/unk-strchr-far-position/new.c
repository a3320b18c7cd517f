/* Wrong twin of the scan past 16 characters: a separator at position 20 or later is ignored, so
 * the versions differ only on strings of more than 20 characters. */
#include <string.h>
const char *value_of(const char *s) {
  const char *eq = strchr(s, '=');
  if (eq && eq - s >= 20) return s;
  return eq ? eq + 1 : s;
}
