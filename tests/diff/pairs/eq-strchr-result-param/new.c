/* The same pointers spelled otherwise: one position in the caller's string for every string. */
#include <string.h>

const char *value_of(const char *s) {
  const char *eq = strchr(s, '=');
  if (eq == NULL) return s;
  return ++eq;
}

const char *ext_of(const char *s) {
  if (!strchr(s, '.')) return "";
  return strchr(s, '.') + 1;
}
