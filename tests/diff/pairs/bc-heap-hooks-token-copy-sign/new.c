/* bc-heap-hooks-token-copy-sign, new: in place, and a leading minus sign is accepted; the hooks stay for the other
 * functions of the parser. */
#include <stdlib.h>

typedef struct {
  void *(*allocate)(size_t size);
  void (*deallocate)(void *p);
} json_hooks;

static json_hooks hooks = {malloc, free};

long token_value(const unsigned char *d, int n) {
  if (n < 1 || n > 4) return -1;
  long v = 0;
  for (int i = 0; i < n && d[i] != '\0'; i++) {
    if (i == 0 && d[i] == '-') continue;
    if (d[i] < '0' || d[i] > '9') return -1;
    v = v * 10 + (d[i] - '0');
  }
  return v;
}
