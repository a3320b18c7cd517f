/* bc-heap-strbuf-no-room-for-nul, old: a string buffer that doubles its capacity as characters are appended
 * (a string library's append loop), then sums the text. */
#include <stdlib.h>

struct strbuf {
  char *data;
  int len, cap;
};

static int sb_putc(struct strbuf *sb, char c) {
  if (sb->len + 1 >= sb->cap) {
    int ncap = sb->cap * 2;
    char *nd = realloc(sb->data, (size_t)ncap);
    if (!nd) return -1;
    sb->data = nd;
    sb->cap = ncap;
  }
  sb->data[sb->len++] = c;
  sb->data[sb->len] = '\0';
  return 0;
}

/* the length and character sum of c ('a' + c % 16) repeated n times (n at most 3) followed by '!' */
unsigned repeat_sum(int n, int c) {
  if (n < 0 || n > 3) return 0;
  struct strbuf sb = {malloc(2), 0, 2};
  if (!sb.data) return 0;
  sb.data[0] = '\0';
  for (int i = 0; i < n; i++)
    if (sb_putc(&sb, (char)('a' + (c & 15))) < 0) break;
  sb_putc(&sb, '!');
  unsigned h = 0;
  for (int i = 0; sb.data[i]; i++) h += 1000u + (unsigned char)sb.data[i];
  free(sb.data);
  return h;
}
