/* json_write.c — jansson's dump format, written through one buffer (see json_write.h for why).
 *
 * The format, as jansson 2.14 writes it (checked by tests/unit/test_core.c against json_dumps):
 *  - with JSON_INDENT(n), n > 0: after "{" or "[" and after each ",", a line feed and depth*n
 *    spaces; the same before the closing bracket; an empty object or array is "{}" or "[]";
 *  - without an indent: items separated by ", " (JSON_COMPACT: ",");
 *  - a key and its value separated by ": " (JSON_COMPACT: ":");
 *  - strings: '"' and '\\' escaped, \b \f \n \r \t as such, every other byte below 0x20 as
 *    \u00XX in upper-case hex; every other byte (0x7F, UTF-8 sequences, '/') as it is; a string
 *    that is not well-formed UTF-8 (possible through json_stringn_nocheck) fails the write, as
 *    it fails jansson's;
 *  - integers in decimal; reals by jansson itself (its shortest-round-trip rule is not ours to
 *    copy), which is rare in our documents. */
#include "core/json_write.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct writer {
  FILE *f;
  int indent;  /* spaces per level; 0: none */
  int compact; /* JSON_COMPACT */
  int failed;
  size_t n;
  char buf[1 << 16];
} writer;

static void flush(writer *w) {
  if (w->n && fwrite(w->buf, 1, w->n, w->f) != w->n) w->failed = 1;
  w->n = 0;
}

/* Makes room for n more bytes in the buffer; whether they fit (n larger than the buffer: no). */
static inline int reserve(writer *w, size_t n) {
  if (w->n + n > sizeof w->buf) flush(w);
  return n <= sizeof w->buf;
}

static inline void put(writer *w, const char *s, size_t len) {
  if (!reserve(w, len)) {
    if (fwrite(s, 1, len, w->f) != len) w->failed = 1;
    return;
  }
  memcpy(w->buf + w->n, s, len);
  w->n += len;
}

static inline void put_char(writer *w, char c) {
  if (w->n == sizeof w->buf) flush(w);
  w->buf[w->n++] = c;
}

/* A line feed and the indent (depth * indent spaces). */
static const char line[] = "\n                                                               "
                           "                                                                ";

static void newline_slow(writer *w, long k) {
  if (k < (long)sizeof line - 1) {
    put(w, line, (size_t)k + 1);
    return;
  }
  put_char(w, '\n');
  for (; k > 0; k--) put_char(w, ' ');
}

static inline void newline(writer *w, int depth) {
  if (!w->indent) return;
  long k = (long)depth * w->indent;
  /* the usual case in one fixed 64-byte copy into the buffer's slack; only k + 1 bytes count */
  if (k < 64 && w->n + 64 <= sizeof w->buf) {
    memcpy(w->buf + w->n, line, 64);
    w->n += (size_t)k + 1;
    return;
  }
  newline_slow(w, k);
}

static void put_int(writer *w, json_int_t v) {
  char tmp[24];
  char *p = tmp + sizeof tmp;
  /* through the unsigned magnitude: the most negative value has no positive twin */
  uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  do {
    *--p = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) *--p = '-';
  put(w, p, (size_t)(tmp + sizeof tmp - p));
}

/* The length of the well-formed UTF-8 sequence at s[0..avail) (Unicode 15, table 3-7: no
 * overlong forms, no surrogates, nothing above U+10FFFF), or 0. s[0] is at least 0x80. */
static size_t utf8_sequence(const unsigned char *s, size_t avail) {
  unsigned char c = s[0];
  size_t n;
  unsigned lo = 0x80, hi = 0xBF; /* the allowed range of the second byte */
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c >= 0xE0 && c <= 0xEF) n = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
  else if (c >= 0xF0 && c <= 0xF4) n = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
  else return 0;
  if (avail < n || s[1] < lo || s[1] > hi) return 0;
  for (size_t k = 2; k < n; k++)
    if (s[k] < 0x80 || s[k] > 0xBF) return 0;
  return n;
}

static void put_string_slow(writer *w, const char *s, size_t len) {
  static const char hex[] = "0123456789ABCDEF";
  put_char(w, '"');
  size_t run = 0; /* start of the bytes not yet written */
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x80) {
      size_t n = utf8_sequence((const unsigned char *)s + i, len - i);
      if (!n) {
        w->failed = 1;
        return;
      }
      i += n - 1;
      continue;
    }
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    put(w, s + run, i - run);
    run = i + 1;
    char esc[6] = {'\\', 0};
    switch (c) {
      case '"': esc[1] = '"'; break;
      case '\\': esc[1] = '\\'; break;
      case '\b': esc[1] = 'b'; break;
      case '\f': esc[1] = 'f'; break;
      case '\n': esc[1] = 'n'; break;
      case '\r': esc[1] = 'r'; break;
      case '\t': esc[1] = 't'; break;
      default:
        esc[1] = 'u', esc[2] = '0', esc[3] = '0', esc[4] = hex[c >> 4], esc[5] = hex[c & 15];
        put(w, esc, 6);
        continue;
    }
    put(w, esc, 2);
  }
  put(w, s + run, len - run);
  put_char(w, '"');
}

/* The bytes a string holds as they are: printable ASCII but '"' and '\\'. */
static const unsigned char plain[256] = {
#define P16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
  P16(0), P16(0),
  1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x20-0x2F: '"' escaped */
  P16(1), P16(1),
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, /* 0x50-0x5F: '\\' escaped */
  P16(1), P16(1),
  P16(0), P16(0), P16(0), P16(0), P16(0), P16(0), P16(0), P16(0),
#undef P16
};

/* Strings are short and nearly always plain ASCII: copied byte by byte into room reserved once;
 * the first byte that is not plain hands the whole string to put_string_slow (the same bytes,
 * written with escapes and the UTF-8 check), which starts over from the saved position. */
static void put_string(writer *w, const char *s, size_t len) {
  if (!reserve(w, len + 2)) {
    put_string_slow(w, s, len);
    return;
  }
  char *o = w->buf + w->n;
  *o++ = '"';
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!plain[c]) {
      put_string_slow(w, s, len);
      return;
    }
    o[i] = (char)c;
  }
  o[len] = '"';
  w->n += len + 2;
}

static void put_real(writer *w, const json_t *j) {
  char *s = json_dumps(j, JSON_ENCODE_ANY);
  if (!s) {
    w->failed = 1;
    return;
  }
  put(w, s, strlen(s));
  free(s);
}

static void item_separator(writer *w, int depth) {
  put_char(w, ',');
  if (w->indent)
    newline(w, depth);
  else if (!w->compact)
    put_char(w, ' ');
}

static void write_value(writer *w, const json_t *j, int depth) {
  switch (json_typeof(j)) {
    case JSON_OBJECT: {
      void *it = json_object_iter((json_t *)j);
      if (!it) {
        put(w, "{}", 2);
        return;
      }
      put_char(w, '{');
      newline(w, depth + 1);
      for (int first = 1; it; it = json_object_iter_next((json_t *)j, it), first = 0) {
        if (!first) item_separator(w, depth + 1);
        put_string(w, json_object_iter_key(it), json_object_iter_key_len(it));
        if (w->compact)
          put_char(w, ':');
        else
          put(w, ": ", 2);
        write_value(w, json_object_iter_value(it), depth + 1);
      }
      newline(w, depth);
      put_char(w, '}');
      return;
    }
    case JSON_ARRAY: {
      size_t n = json_array_size(j);
      if (!n) {
        put(w, "[]", 2);
        return;
      }
      put_char(w, '[');
      newline(w, depth + 1);
      for (size_t i = 0; i < n; i++) {
        if (i) item_separator(w, depth + 1);
        write_value(w, json_array_get(j, i), depth + 1);
      }
      newline(w, depth);
      put_char(w, ']');
      return;
    }
    case JSON_STRING: put_string(w, json_string_value(j), json_string_length(j)); return;
    case JSON_INTEGER: put_int(w, json_integer_value(j)); return;
    case JSON_REAL: put_real(w, j); return;
    case JSON_TRUE: put(w, "true", 4); return;
    case JSON_FALSE: put(w, "false", 5); return;
    case JSON_NULL: put(w, "null", 4); return;
  }
}

int json_write(const json_t *j, FILE *f, size_t flags) {
  size_t ours = JSON_MAX_INDENT | JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY;
  if (!j || (flags & ~ours)) return json_dumpf(j, f, flags);
  /* jansson writes only an object or an array at the top unless told JSON_ENCODE_ANY */
  if (!(flags & JSON_ENCODE_ANY) && !json_is_object(j) && !json_is_array(j)) return -1;
  writer *w = malloc(sizeof *w);
  if (!w) return -1;
  w->f = f;
  w->indent = (int)(flags & JSON_MAX_INDENT);
  w->compact = (flags & JSON_COMPACT) != 0;
  w->failed = 0;
  w->n = 0;
  write_value(w, j, 0);
  flush(w);
  int rc = w->failed ? -1 : 0;
  free(w);
  return rc;
}
