/* strbuf.c — growable byte buffer; capacity doubles so appends are amortised O(1). */
#include "core/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"

static void reserve(strbuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap) return;
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < sb->len + extra + 1) cap *= 2;
  sb->data = eq_realloc(sb->data, cap);
  sb->cap = cap;
}

void sb_append(strbuf *sb, const char *s, size_t n) {
  reserve(sb, n);
  if (n) memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}
void sb_puts(strbuf *sb, const char *s) { sb_append(sb, s, strlen(s)); }
void sb_putc(strbuf *sb, char c) { sb_append(sb, &c, 1); }

void sb_vprintf(strbuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n <= 0) return;
  reserve(sb, (size_t)n);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  sb->len += (size_t)n;
}
void sb_printf(strbuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}
void sb_clear(strbuf *sb) {
  sb->len = 0;
  if (sb->data) sb->data[0] = 0;
}
const char *sb_str(strbuf *sb) { return sb->data ? sb->data : ""; }
char *sb_take(strbuf *sb) {
  char *p = sb->data ? sb->data : eq_strdup("");
  sb->data = NULL;
  sb->len = sb->cap = 0;
  return p;
}
void sb_free(strbuf *sb) {
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

void sb_sh_quote(strbuf *sb, const char *s) {
  sb_putc(sb, '\'');
  for (; *s; s++)
    if (*s == '\'') sb_puts(sb, "'\\''");
    else sb_putc(sb, *s);
  sb_putc(sb, '\'');
}
