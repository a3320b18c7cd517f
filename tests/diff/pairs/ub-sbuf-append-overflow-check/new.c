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

/* a buffer already holding "ab" (a prefix written first), then s appended once: a hash of the
 * text, its length and whether the append fitted */
int append_after_prefix(const char *s, int n) {
  if (n < 0) return -1;
  struct sbuf b = {{'a', 'b', 0}, 2};
  int ok = sb_append(&b, s, n) == 0;
  unsigned h = (unsigned)b.len;
  for (int i = 0; i < (int)sizeof b.data; i++) h = (h << 4 | h >> 28) ^ (unsigned char)b.data[i];
  return (int)(h >> 2) * 2 + ok;
}
