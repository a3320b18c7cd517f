/* The value after a "key=value" separator (strchr's pointer into the caller's string, C11
 * 7.24.5.2), or the whole string where there is none. */
#include <string.h>
const char *value_of(const char *s) {
  const char *eq = strchr(s, '=');
  return eq ? eq + 1 : s;
}
