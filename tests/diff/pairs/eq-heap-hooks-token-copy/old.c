/* eq-heap-hooks-token-copy, old: a JSON parser's allocation hooks (a global struct of function
 * pointers set to malloc and free); a number token of up to 4 digits is copied into a 5-byte block from
 * the hooks and converted from there. */
#include <stdlib.h>

typedef struct {
  void *(*allocate)(size_t size);
  void (*deallocate)(void *p);
} json_hooks;

static json_hooks hooks = {malloc, free};

/* the value of the digits d[0 .. n) (n at most 4), or -1 when one is not a digit */
long token_value(const unsigned char *d, int n) {
  if (n < 1 || n > 4) return -1;
  char *copy = hooks.allocate(5);
  if (!copy) return -1;
  for (int i = 0; i < n; i++) copy[i] = (char)d[i];
  copy[n] = '\0';
  long v = 0;
  for (int i = 0; copy[i]; i++) {
    if (copy[i] < '0' || copy[i] > '9') {
      hooks.deallocate(copy);
      return -1;
    }
    v = v * 10 + (copy[i] - '0');
  }
  hooks.deallocate(copy);
  return v;
}
