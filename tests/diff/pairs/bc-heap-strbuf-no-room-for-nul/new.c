/* bc-heap-strbuf-no-room-for-nul, new: the buffer grows only when it is full, so the terminator can
 * land one past its end. */
#include <stdlib.h>

struct strbuf {
  char *data;
  int len, cap;
};

static int sb_reserve(struct strbuf *sb, int extra) {
  if (sb->len + extra <= sb->cap) return 0;
  int ncap = sb->cap;
  while (sb->len + extra > ncap) ncap += 4;
  char *nd = realloc(sb->data, (size_t)ncap);
  if (!nd) return -1;
  sb->data = nd;
  sb->cap = ncap;
  return 0;
}

unsigned repeat_sum(int n, int c) {
  if (n < 0 || n > 3) return 0;
  struct strbuf sb = {malloc(1), 0, 1};
  if (!sb.data) return 0;
  for (int i = 0; i < n; i++) {
    if (sb_reserve(&sb, 1) < 0) break;
    sb.data[sb.len++] = (char)('a' + (c & 15));
  }
  if (sb_reserve(&sb, 1) == 0) sb.data[sb.len++] = '!';
  sb.data[sb.len] = '\0';
  unsigned h = 0;
  for (int i = 0; sb.data[i]; i++) h += 1000u + (unsigned char)sb.data[i];
  free(sb.data);
  return h;
}
