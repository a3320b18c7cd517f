/* The capacity check rewritten so that it cannot overflow: the room left is computed from the
 * capacity, which is never negative, instead of adding n to the length. */
#include <string.h>

struct sbuf {
  char data[12];
  int len;
};

static int sb_append(struct sbuf *b, const char *s, int n) {
  if (n < 0) return -1;
  if (n > (int)sizeof b->data - 1 - b->len) return -1;
  memcpy(b->data + b->len, s, (size_t)n);
  b->len += n;
  b->data[b->len] = '\0';
  return 0;
}

int append_times(const char *s, int n, int k) {
  if (n < 0) return -1;
  struct sbuf b = {{0}, 0};
  int ok = 0;
  /* at most twice, as a caller appending a prefix and then the rest would */
  if (k >= 1 && sb_append(&b, s, n) == 0) ok++;
  if (k >= 2 && sb_append(&b, s, n) == 0) ok++;
  unsigned h = (unsigned)b.len;
  for (int i = 0; i < (int)sizeof b.data; i++) h = (h << 4 | h >> 28) ^ (unsigned char)b.data[i];
  return (int)(h % 100000u) * 8 + ok;
}
