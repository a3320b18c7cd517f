#include <stddef.h>
/* old: a string library's "count leading spaces", guards one by one */
int leading_spaces(const char *s, int n) {
  if (!s) return 0;
  if (n <= 0) return 0;
  int k = 0;
  while (k < n && s[k] == ' ') k++;
  return k;
}
