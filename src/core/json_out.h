/* json_out.h — the byte-level writer of jansson's dump format (see json_write.c for the format),
 * shared by json_write (jansson values) and front ends that stream a tree of their own (the COBOL
 * front end's arena nodes, lang/cobol/cjson.c): one writer, so both write the same bytes.
 * The calls made per value are inline (a 50,000-line program's representation is 30 MB of
 * output); the rare paths (long indents, escapes, UTF-8 checks) live in json_write.c. */
#ifndef EQUIV_CORE_JSON_OUT_H
#define EQUIV_CORE_JSON_OUT_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct jw_out {
  FILE *f;
  int indent;  /* spaces per level; 0: none */
  int compact; /* JSON_COMPACT: no space after ',' and ':' */
  int failed;  /* a write failed or a string was not well-formed UTF-8 */
  size_t n;
  char buf[1 << 16];
} jw_out;

/* A writer to f with jansson's flags (JSON_INDENT(n), JSON_COMPACT); NULL when out of memory. */
jw_out *jw_open(FILE *f, size_t flags);
/* Flushes and frees w; 0, or -1 when anything failed. */
int jw_close(jw_out *w);
void jw_flush(jw_out *w);
/* Whether s[0..len) is well-formed UTF-8 (NUL bytes allowed), as jansson checks its strings. */
int jw_utf8_valid(const char *s, size_t len);
/* The slow paths of jw_newline and jw_string. */
void jw_newline_slow(jw_out *w, long k);
void jw_string_slow(jw_out *w, const char *s, size_t len);

/* Makes room for n more bytes in the buffer; whether they fit (n larger than the buffer: no). */
static inline int jw_reserve(jw_out *w, size_t n) {
  if (w->n + n > sizeof w->buf) jw_flush(w);
  return n <= sizeof w->buf;
}

static inline void jw_put(jw_out *w, const char *s, size_t len) {
  if (!jw_reserve(w, len)) {
    if (fwrite(s, 1, len, w->f) != len) w->failed = 1;
    return;
  }
  memcpy(w->buf + w->n, s, len);
  w->n += len;
}

static inline void jw_char(jw_out *w, char c) {
  if (w->n == sizeof w->buf) jw_flush(w);
  w->buf[w->n++] = c;
}

/* A line feed and depth * indent spaces (nothing without an indent). */
static inline void jw_newline(jw_out *w, int depth) {
  static const char line[] = "\n                                                               ";
  if (!w->indent) return;
  long k = (long)depth * w->indent;
  /* the usual case in one fixed 64-byte copy into the buffer's slack; only k + 1 bytes count */
  if (k < 64 && w->n + 64 <= sizeof w->buf) {
    memcpy(w->buf + w->n, line, 64);
    w->n += (size_t)k + 1;
    return;
  }
  jw_newline_slow(w, k);
}

static inline void jw_int(jw_out *w, long long v) {
  char tmp[24];
  char *p = tmp + sizeof tmp;
  /* through the unsigned magnitude: the most negative value has no positive twin */
  uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  do {
    *--p = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) *--p = '-';
  jw_put(w, p, (size_t)(tmp + sizeof tmp - p));
}

/* The bytes a string holds as they are: printable ASCII but '"' and '\\'. */
extern const unsigned char jw_plain[256];

/* Strings are short and nearly always plain ASCII: copied byte by byte into room reserved once;
 * the first byte that is not plain hands the whole string to jw_string_slow (the same bytes,
 * written with escapes and the UTF-8 check), which starts over from the saved position. */
static inline void jw_string(jw_out *w, const char *s, size_t len) {
  if (!jw_reserve(w, len + 2)) {
    jw_string_slow(w, s, len);
    return;
  }
  char *o = w->buf + w->n;
  *o++ = '"';
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!jw_plain[c]) {
      jw_string_slow(w, s, len);
      return;
    }
    o[i] = (char)c;
  }
  o[len] = '"';
  w->n += len + 2;
}

/* Between two members or items at depth. */
static inline void jw_separator(jw_out *w, int depth) {
  jw_char(w, ',');
  if (w->indent)
    jw_newline(w, depth);
  else if (!w->compact)
    jw_char(w, ' ');
}

/* A member's key and the colon after it. */
static inline void jw_key(jw_out *w, const char *key, size_t len) {
  jw_string(w, key, len);
  if (w->compact)
    jw_char(w, ':');
  else
    jw_put(w, ": ", 2);
}

#endif
