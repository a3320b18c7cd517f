/* strbuf.h — a growable byte buffer (heap-owned), for building text and byte strings. */
#ifndef EQUIV_CORE_STRBUF_H
#define EQUIV_CORE_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct strbuf {
  char *data;   /* always NUL-terminated when len > 0 or after any append */
  size_t len, cap;
} strbuf;

#define STRBUF_INIT {NULL, 0, 0}

void sb_append(strbuf *sb, const char *s, size_t n);
void sb_puts(strbuf *sb, const char *s);
void sb_putc(strbuf *sb, char c);
void sb_printf(strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(strbuf *sb, const char *fmt, va_list ap);
/* Empties the buffer, keeping its capacity. */
/* s as one sh word: 'text', each ' in it written '\'' (for generated shell scripts). */
void sb_sh_quote(strbuf *sb, const char *s);
void sb_clear(strbuf *sb);
/* The contents as a C string ("" when empty); owned by the buffer. */
const char *sb_str(strbuf *sb);
/* Takes the heap string out of the buffer (caller frees); the buffer becomes empty. */
char *sb_take(strbuf *sb);
void sb_free(strbuf *sb);

#endif
