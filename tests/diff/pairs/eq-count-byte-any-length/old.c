#include <stddef.h>
/* old: how many times byte c occurs in s[0..n), as a string library counts newlines */
size_t count_byte(const char *s, size_t n, char c) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (s[i] == c) k++;
  return k;
}
