#include <stddef.h>
/* new: one guard, the loop as a for */
int leading_spaces(const char *s, int n) {
  if (s == NULL || n <= 0) return 0;
  int k;
  for (k = 0; k < n; k++)
    if (s[k] != ' ') break;
  return k;
}
