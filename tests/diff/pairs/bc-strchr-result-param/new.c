/* Wrong twins: the separator itself kept; the caller's string's end instead of a literal "". */
#include <string.h>

const char *value_of(const char *s) {
  const char *eq = strchr(s, '=');
  return eq ? eq : s;
}

const char *ext_of(const char *s) {
  const char *dot = strchr(s, '.');
  return dot ? dot + 1 : s + strlen(s);
}
