#include <stddef.h>
/* new: the length counted first, the digits written from the end, no scratch buffer */
int fmt_u32(char *out, size_t cap, unsigned v) {
  int n = 1;
  for (unsigned t = v; t >= 10; t /= 10) n++;
  if (cap < (size_t)n + 1) return -1;
  out[n] = 0;
  for (int i = n - 1; i >= 0; i--) {
    out[i] = (char)('0' + v % 10);
    v /= 10;
  }
  return n;
}
