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

#include "core/json_out.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

jw_out *jw_open(FILE *f, size_t flags) {
  jw_out *w = malloc(sizeof *w);
  if (!w) return NULL;
  w->f = f;
  w->indent = (int)(flags & JSON_MAX_INDENT);
  w->compact = (flags & JSON_COMPACT) != 0;
  w->failed = 0;
  w->n = 0;
  return w;
}

void jw_flush(jw_out *w) {
  if (w->n && fwrite(w->buf, 1, w->n, w->f) != w->n) w->failed = 1;
  w->n = 0;
}

int jw_close(jw_out *w) {
  jw_flush(w);
  int rc = w->failed ? -1 : 0;
  free(w);
  return rc;
}

void jw_newline_slow(jw_out *w, long k) {
  jw_char(w, '\n');
  for (; k > 0; k--) jw_char(w, ' ');
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

int jw_utf8_valid(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) {
    if ((unsigned char)s[i] < 0x80) continue;
    size_t n = utf8_sequence((const unsigned char *)s + i, len - i);
    if (!n) return 0;
    i += n - 1;
  }
  return 1;
}

void jw_string_slow(jw_out *w, const char *s, size_t len) {
  static const char hex[] = "0123456789ABCDEF";
  jw_char(w, '"');
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
    jw_put(w, s + run, i - run);
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
        jw_put(w, esc, 6);
        continue;
    }
    jw_put(w, esc, 2);
  }
  jw_put(w, s + run, len - run);
  jw_char(w, '"');
}

/* The bytes a string holds as they are: printable ASCII but '"' and '\\'. */
const unsigned char jw_plain[256] = {
#define P16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
  P16(0), P16(0),
  1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x20-0x2F: '"' escaped */
  P16(1), P16(1),
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, /* 0x50-0x5F: '\\' escaped */
  P16(1), P16(1),
  P16(0), P16(0), P16(0), P16(0), P16(0), P16(0), P16(0), P16(0),
#undef P16
};

static void put_real(jw_out *w, const json_t *j) {
  char *s = json_dumps(j, JSON_ENCODE_ANY);
  if (!s) {
    w->failed = 1;
    return;
  }
  jw_put(w, s, strlen(s));
  free(s);
}

static void write_value(jw_out *w, const json_t *j, int depth) {
  switch (json_typeof(j)) {
    case JSON_OBJECT: {
      void *it = json_object_iter((json_t *)j);
      if (!it) {
        jw_put(w, "{}", 2);
        return;
      }
      jw_char(w, '{');
      jw_newline(w, depth + 1);
      for (int first = 1; it; it = json_object_iter_next((json_t *)j, it), first = 0) {
        if (!first) jw_separator(w, depth + 1);
        jw_key(w, json_object_iter_key(it), json_object_iter_key_len(it));
        write_value(w, json_object_iter_value(it), depth + 1);
      }
      jw_newline(w, depth);
      jw_char(w, '}');
      return;
    }
    case JSON_ARRAY: {
      size_t n = json_array_size(j);
      if (!n) {
        jw_put(w, "[]", 2);
        return;
      }
      jw_char(w, '[');
      jw_newline(w, depth + 1);
      for (size_t i = 0; i < n; i++) {
        if (i) jw_separator(w, depth + 1);
        write_value(w, json_array_get(j, i), depth + 1);
      }
      jw_newline(w, depth);
      jw_char(w, ']');
      return;
    }
    case JSON_STRING: jw_string(w, json_string_value(j), json_string_length(j)); return;
    case JSON_INTEGER: jw_int(w, json_integer_value(j)); return;
    case JSON_REAL: put_real(w, j); return;
    case JSON_TRUE: jw_put(w, "true", 4); return;
    case JSON_FALSE: jw_put(w, "false", 5); return;
    case JSON_NULL: jw_put(w, "null", 4); return;
  }
}

int json_write(const json_t *j, FILE *f, size_t flags) {
  size_t ours = JSON_MAX_INDENT | JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY;
  if (!j || (flags & ~ours)) return json_dumpf(j, f, flags);
  /* jansson writes only an object or an array at the top unless told JSON_ENCODE_ANY */
  if (!(flags & JSON_ENCODE_ANY) && !json_is_object(j) && !json_is_array(j)) return -1;
  jw_out *w = jw_open(f, flags);
  if (!w) return -1;
  write_value(w, j, 0);
  return jw_close(w);
}
