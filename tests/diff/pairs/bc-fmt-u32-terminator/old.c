#include <stddef.h>
/* old: the decimal digits of v into out[0..cap), NUL-terminated; the length, or -1 when they do
 * not fit. Digits are produced backwards into a scratch buffer and copied. */
int fmt_u32(char *out, size_t cap, unsigned v) {
  char tmp[10];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  if ((size_t)n + 1 > cap) return -1;
  for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  out[n] = '\0';
  return n;
}
