/* The value after a "key=value" separator: strchr's pointer into the caller's string returned
 * (C11 7.24.5.2), or the whole string where there is none. */
#include <string.h>

const char *value_of(const char *s) {
  const char *eq = strchr(s, '=');
  return eq ? eq + 1 : s;
}

/* the extension after the first dot, or "" (a literal) where there is none */
const char *ext_of(const char *s) {
  const char *dot = strchr(s, '.');
  return dot ? dot + 1 : "";
}
