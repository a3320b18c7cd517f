/* jv_jdk_format.c — String.format (java.util.Formatter's syntax, from its Javadoc) for the
 * conversions programs use to lay out fields: %d (with the flags '-', '0', '+' and ' '), %x/%X and
 * %o (negative values as 2^n plus the value, n the type's SIZE), %s/%S (string conversion, a
 * precision truncates), %c, %b/%B, %% and %n. Digits are ASCII: the model is the JVM under a
 * locale with Latin digits (the test machines' C.UTF-8). Everything outside — explicit argument
 * indices, the ',' and '(' and '#' flags, %f and the other conversions, and every case where the
 * Formatter throws (a missing argument, a mismatched conversion or flag, a width without a
 * flag that needs it) — goes wrong as unsupported rather than guess the exception's message. */
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv_rt.h"

typedef struct spec { int minus, zero, plus, space, width, prec; char conv; } spec;

static res refuse(rt *r, const char *at, const char *why) {
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.format %s", why);
}

/* text padded to the width: spaces on the left, or on the right for '-' */
static void justify(strbuf *out, const spec *s, const char *text, size_t n) {
  size_t w = s->width > 0 ? (size_t)s->width : 0;
  if (s->minus) sb_append(out, text, n);
  for (size_t i = n; i < w; i++) sb_putc(out, ' ');
  if (!s->minus) sb_append(out, text, n);
}

/* The number of UTF-16 code units of UTF-8 text (the width counts chars, as the JDK's does). */
static size_t units(const char *t, size_t n) {
  size_t u = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)t[i];
    if ((c & 0xc0) != 0x80) u += c >= 0xf0 ? 2 : 1;
  }
  return u;
}

static void justify_text(strbuf *out, const spec *s, const char *text, size_t n) {
  spec t = *s;
  size_t u = units(text, n);
  if (t.width > 0) t.width += (int)(n - u); /* pad by chars, not bytes */
  justify(out, &t, text, n);
}

static res integral(rt *r, strbuf *out, const spec *s, obj *a, const char *at) {
  if (!a || a->kind != K_BOX || !strchr("IJSB", a->bty)) return refuse(r, at, "of a non-integral argument with %d, %x or %o");
  int64_t v = a->bty == 'J' ? a->bv.j : a->bv.i;
  if (s->zero && s->width <= 0) return refuse(r, at, "with the '0' flag and no width");
  char sign = 0, digits[32];
  if (s->conv == 'd') {
    sign = v < 0 ? '-' : s->plus ? '+' : s->space ? ' ' : 0;
    snprintf(digits, sizeof digits, "%llu", v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
  } else {
    if (s->plus || s->space) return refuse(r, at, "with '+' or ' ' on %x or %o");
    int bits = a->bty == 'J' ? 64 : a->bty == 'I' ? 32 : a->bty == 'S' ? 16 : 8;
    unsigned long long u = (unsigned long long)v & (bits == 64 ? ~0ull : (1ull << bits) - 1);
    snprintf(digits, sizeof digits, s->conv == 'o' ? "%llo" : s->conv == 'X' ? "%llX" : "%llx", u);
  }
  /* the '0' flag pads with zeros after the sign up to the width */
  strbuf body = STRBUF_INIT;
  if (sign) sb_putc(&body, sign);
  if (s->zero)
    for (int len = (int)strlen(digits) + (sign != 0); len < s->width; len++) sb_putc(&body, '0');
  sb_puts(&body, digits);
  justify(out, s, sb_str(&body), body.len);
  sb_free(&body);
  return R_OK;
}

static res one(rt *r, strbuf *out, const spec *s, obj *a, const char *at) {
  switch (s->conv) {
  case 'd': case 'x': case 'X': case 'o':
    if (!a) {
      if (s->zero || s->plus || s->space) return refuse(r, at, "of null with a numeric flag");
      justify(out, s, "null", 4);
      return R_OK;
    }
    if (s->prec >= 0) return refuse(r, at, "with a precision on an integral conversion");
    return integral(r, out, s, a, at);
  case 's': case 'S': {
    if (s->zero || s->plus || s->space) return refuse(r, at, "with a numeric flag on %s");
    strbuf t = STRBUF_INIT;
    val v;
    v.r = a;
    res st = jv_str_conv(r, &t, 'L', v, at);
    if (st != R_OK) return sb_free(&t), st;
    const char *txt = sb_str(&t);
    size_t n = t.len;
    if (s->prec >= 0) { /* the first prec chars (code units; a split surrogate pair is not modelled) */
      size_t i = 0, u = 0;
      while (i < n && u < (size_t)s->prec) {
        unsigned char c = (unsigned char)txt[i];
        if (c >= 0xf0) {
          sb_free(&t);
          return refuse(r, at, "precision over a supplementary character");
        }
        i += c < 0x80 ? 1 : c < 0xe0 ? 2 : 3;
        u++;
      }
      n = i;
    }
    if (s->conv == 'S') {
      for (size_t i = 0; i < n; i++)
        if ((unsigned char)txt[i] >= 0x80) {
          sb_free(&t);
          return refuse(r, at, "%S of non-ASCII text (Unicode case tables)");
        }
      for (size_t i = 0; i < n; i++)
        if (t.data[i] >= 'a' && t.data[i] <= 'z') t.data[i] = (char)(t.data[i] - 'a' + 'A');
    }
    justify_text(out, s, txt, n);
    sb_free(&t);
    return R_OK;
  }
  case 'c': {
    if (s->zero || s->plus || s->space || s->prec >= 0) return refuse(r, at, "with a flag or precision on %c");
    if (!a) return justify(out, s, "null", 4), R_OK;
    if (a->kind != K_BOX || a->bty != 'C') return refuse(r, at, "%c of an argument that is not a Character");
    strbuf t = STRBUF_INIT;
    uint16_t u = (uint16_t)a->bv.i;
    jv_utf16_out(&t, &u, 1);
    justify_text(out, s, sb_str(&t), t.len);
    sb_free(&t);
    return R_OK;
  }
  case 'b': case 'B': {
    if (s->zero || s->plus || s->space || s->prec >= 0) return refuse(r, at, "with a flag or precision on %b");
    int b = a && (a->kind != K_BOX || a->bty != 'Z' || a->bv.i);
    const char *t = b ? (s->conv == 'B' ? "TRUE" : "true") : (s->conv == 'B' ? "FALSE" : "false");
    justify(out, s, t, strlen(t));
    return R_OK;
  }
  default:
    return refuse(r, at, "conversion outside the model (%f and the others)");
  }
}

res jv_jdk_format(rt *r, obj *fmt, obj *args, val *ret, const char *at) {
  if (!fmt) return jv_throw(r, "java/lang/NullPointerException", NULL);
  if (args && (args->kind != K_ARRAY || args->ety != 'A')) return refuse(r, at, "with arguments that are not an Object[]");
  int nargs = args ? args->len : 0, next = 0;
  strbuf out = STRBUF_INIT;
  res st = R_OK;
  for (int i = 0; i < fmt->len && st == R_OK; i++) {
    uint16_t c = fmt->u[i];
    if (c != '%') {
      jv_utf16_out(&out, &c, 1);
      continue;
    }
    spec s = {0, 0, 0, 0, -1, -1, 0};
    int j = i + 1;
    for (; j < fmt->len && fmt->u[j] && fmt->u[j] < 0x80 && strchr("-0+ ,(#<", fmt->u[j]); j++) {
      uint16_t f = fmt->u[j];
      if (f == '-') s.minus = 1;
      else if (f == '0') s.zero = 1;
      else if (f == '+') s.plus = 1;
      else if (f == ' ') s.space = 1;
      else st = refuse(r, at, "with the ',', '(', '#' or '<' flag (locale grouping, Formattable, relative index)");
    }
    if (st != R_OK) break;
    if (j < fmt->len && fmt->u[j] >= '1' && fmt->u[j] <= '9') {
      s.width = 0;
      while (j < fmt->len && fmt->u[j] >= '0' && fmt->u[j] <= '9' && s.width < 100000) s.width = s.width * 10 + (fmt->u[j++] - '0');
      if (s.width >= 100000) st = refuse(r, at, "width beyond 100000 (a bound of the model)");
    }
    if (st == R_OK && j < fmt->len && fmt->u[j] == '$') st = refuse(r, at, "with an explicit argument index");
    if (st == R_OK && j < fmt->len && fmt->u[j] == '.') {
      s.prec = 0;
      j++;
      if (j >= fmt->len || fmt->u[j] < '0' || fmt->u[j] > '9') st = refuse(r, at, "with a malformed precision");
      while (j < fmt->len && fmt->u[j] >= '0' && fmt->u[j] <= '9' && s.prec < 100000) s.prec = s.prec * 10 + (fmt->u[j++] - '0');
    }
    if (st != R_OK) break;
    if (j >= fmt->len) {
      st = refuse(r, at, "with a specifier cut off at the end (UnknownFormatConversionException)");
      break;
    }
    s.conv = (char)(fmt->u[j] < 0x80 ? fmt->u[j] : '?');
    if (s.minus && s.zero) st = refuse(r, at, "with both '-' and '0' (IllegalFormatFlagsException)");
    else if (s.minus && s.width < 0) st = refuse(r, at, "with '-' and no width (MissingFormatWidthException)");
    else if (s.conv == '%' || s.conv == 'n') {
      if (s.minus || s.zero || s.plus || s.space || s.width >= 0 || s.prec >= 0) st = refuse(r, at, "with flags, width or precision on %% or %n");
      else sb_putc(&out, s.conv == '%' ? '%' : '\n');
    } else if (next >= nargs) {
      st = refuse(r, at, "with fewer arguments than specifiers (MissingFormatArgumentException)");
    } else {
      st = one(r, &out, &s, args->e[next++].r, at);
    }
    i = j;
  }
  if (st == R_OK) ret->r = jv_string_utf8(r, sb_str(&out), out.len);
  sb_free(&out);
  return st;
}
