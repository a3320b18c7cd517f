/* rs_fmt.c — formatting as core::fmt does it, for the values the model knows: the byte template
 * of fmt::Arguments (core/src/fmt/mod.rs documents it: 0 ends it, 1..127 a literal of that many
 * bytes, 128 a literal with a 16-bit length, 0xC0|bits a placeholder followed by the fields its
 * bits say are present: flags (32 bit: fill code point in bits 0..20, `+` 21, `-` 22, `#` 23,
 * `0` 24, `x?` 25, `X?` 26, width 27, precision 28, alignment 29..30), width, precision and
 * argument index (16 bit each, little endian)), and Formatter::pad / pad_integral's padding. */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_fmt.h"
#include "lang/rust/rs_heap.h"

#define ends rs_path_ends

enum { AK_DISPLAY, AK_DEBUG, AK_LHEX, AK_UHEX, AK_OCTAL, AK_BINARY, AK_COUNT /* from_usize: a width or precision */ };

static rs_variant arg_var = {"Argument", 0, 2, NULL, 0, NULL}, args_var = {"Arguments", 0, 2, NULL, 0, NULL};
static rs_adt arg_adt = {"Argument", 0, 1, &arg_var}, args_adt = {"Arguments", 0, 1, &args_var};

typedef struct obuf {
  arena *a;
  char *s;
  long n, cap;
} obuf;

static void put(obuf *b, const char *s, long n) {
  if (b->n + n + 1 > b->cap) {
    long cap = (b->n + n + 1) * 2;
    char *ns = arena_alloc(b->a, (size_t)cap);
    if (b->n) memcpy(ns, b->s, (size_t)b->n);
    b->s = ns;
    b->cap = cap;
  }
  memcpy(b->s + b->n, s, (size_t)n);
  b->n += n;
  b->s[b->n] = 0;
}

static void put_cp(obuf *b, uint64_t cp, long times) {
  char u[4];
  int k;
  if (cp < 0x80) { u[0] = (char)cp; k = 1; }
  else if (cp < 0x800) { u[0] = (char)(0xc0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3f)); k = 2; }
  else if (cp < 0x10000) { u[0] = (char)(0xe0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3f)); u[2] = (char)(0x80 | (cp & 0x3f)); k = 3; }
  else { u[0] = (char)(0xf0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3f)); u[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); u[3] = (char)(0x80 | (cp & 0x3f)); k = 4; }
  for (long i = 0; i < times; i++) put(b, u, k);
}

static long nchars(const char *s, long n) {
  long k = 0;
  for (long i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xc0) != 0x80;
  return k;
}

typedef struct spec {
  uint32_t flags;
  int has_width, has_prec;
  long width, prec;
} spec;

/* Formatter::padding around a body of `len` chars; align 0 left, 1 right, 2 center, 3 unknown
 * (the default dflt applies). */
static void pad_around(obuf *b, const spec *sp, const char *body, long blen, int dflt) {
  long len = nchars(body, blen);
  uint64_t fill = sp->flags & 0x1fffff;
  int align = (int)((sp->flags >> 29) & 3);
  if (align == 3) align = dflt;
  long padn = sp->has_width && sp->width > len ? sp->width - len : 0;
  long pre = align == 0 ? 0 : align == 1 ? padn : padn / 2;
  put_cp(b, fill, pre);
  put(b, body, blen);
  put_cp(b, fill, padn - pre);
}

/* Formatter::pad_integral: sign, prefix (with #), digits; `0` pads with zeros after the sign. */
static void pad_integral(obuf *b, const spec *sp, int neg, const char *prefix, const char *digits) {
  char head[8];
  int h = 0;
  if (neg) head[h++] = '-';
  else if (sp->flags & (1u << 21)) head[h++] = '+';
  if (sp->flags & (1u << 23)) for (const char *p = prefix; *p; p++) head[h++] = *p;
  long dl = (long)strlen(digits);
  if (sp->flags & (1u << 24)) {
    put(b, head, h);
    long z = sp->has_width && sp->width > h + dl ? sp->width - h - dl : 0;
    put_cp(b, '0', z);
    put(b, digits, dl);
    return;
  }
  char body[160];
  memcpy(body, head, (size_t)h);
  memcpy(body + h, digits, (size_t)dl);
  pad_around(b, sp, body, h + dl, 1);
}

static int fmt_int(obuf *b, const spec *sp, const rs_val *v, int kind) {
  char d[80];
  int neg = 0;
  uint64_t u = v->bits;
  if (kind == AK_DISPLAY || kind == AK_DEBUG) {
    if (kind == AK_DEBUG && (sp->flags & (3u << 25))) return -1; /* {:x?} */
    if (v->s && (int64_t)u < 0) { neg = 1; u = (uint64_t)0 - u; }
    snprintf(d, sizeof d, "%llu", (unsigned long long)u);
    pad_integral(b, sp, neg, "", d);
    return 0;
  }
  /* hex, octal and binary print the two's complement bits of the type's width */
  if (v->w < 64) u &= (1ull << v->w) - 1;
  int base = kind == AK_OCTAL ? 8 : kind == AK_BINARY ? 2 : 16;
  const char *dig = kind == AK_UHEX ? "0123456789ABCDEF" : "0123456789abcdef";
  char t[80];
  int k = 0;
  do { t[k++] = dig[u % (uint64_t)base]; u /= (uint64_t)base; } while (u);
  for (int i = 0; i < k; i++) d[i] = t[k - 1 - i];
  d[k] = 0;
  pad_integral(b, sp, 0, base == 16 ? "0x" : base == 8 ? "0o" : "0b", d);
  return 0;
}

/* Formats one argument; -1 when it is outside the model (the caller reports it). */
static int fmt_one(rx *x, obuf *b, const spec *sp, const rs_val *arg, const char **why) {
  int kind = (int)arg->items[1].bits;
  const rs_val *v = rv_deref(&arg->items[0]);
  const char *s;
  long len;
  if (v->k == V_INT) {
    if (fmt_int(b, sp, v, kind) < 0) { *why = "{:x?} formatting"; return -1; }
    return 0;
  }
  if (kind == AK_DISPLAY) {
    if (v->k == V_BOOL) { pad_around(b, sp, v->bits ? "true" : "false", v->bits ? 4 : 5, 0); return 0; }
    if (v->k == V_CHAR) {
      obuf c = {x->a, NULL, 0, 0};
      put_cp(&c, v->bits, 1);
      pad_around(b, sp, c.s, c.n, 0);
      return 0;
    }
    if (rh_bytes(v, &s, &len)) {
      /* precision truncates a str to that many chars */
      if (sp->has_prec) {
        long i = 0, k = 0;
        while (i < len && k < sp->prec) { i++; while (i < len && ((unsigned char)s[i] & 0xc0) == 0x80) i++; k++; }
        len = i;
      }
      pad_around(b, sp, s, len, 0);
      return 0;
    }
    *why = "Display of a value of this type (a user's fmt::Display impl is not modelled)";
    return -1;
  }
  if (kind == AK_DEBUG) {
    if (sp->flags & (1u << 23)) { *why = "{:#?} (pretty Debug)"; return -1; }
    /* str's Debug writes the quoted text without padding; other values pass width and
     * precision down to their fields, which is not modelled */
    if ((sp->has_width || sp->has_prec) && !rh_bytes(v, &s, &len)) { *why = "Debug with a width or precision"; return -1; }
    if (v->k == V_CLOS) { *why = "Debug of a closure"; return -1; }
    const char *t = rs_val_debug(x->a, v);
    put(b, t, (long)strlen(t));
    return 0;
  }
  *why = "hex, octal or binary formatting of a value that is not an integer";
  return -1;
}

static unsigned rd16(const unsigned char *p) { return (unsigned)p[0] | ((unsigned)p[1] << 8); }

int rs_fmt_render(rx *x, const rs_val *av, const char **out, long *outlen, const char *loc) {
  av = rv_deref(av);
  if (av->k == V_STR || av->k == V_STRING) { *out = av->str; *outlen = av->len; return 0; }
  if (av->k != V_ADT || av->adt != &args_adt) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "fmt::Arguments not made by format_args!");
    return -1;
  }
  const rs_val *tv = rv_deref(&av->items[0]);
  rs_val *args;
  long nargs;
  if (tv->k != V_STR || !rh_items(&av->items[1], &args, &nargs)) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "fmt::Arguments of this shape");
    return -1;
  }
  const unsigned char *t = (const unsigned char *)tv->str;
  long tn = tv->len, i = 0, next = 0;
  obuf b = {x->a, NULL, 0, 0};
  put(&b, "", 0);
  while (i < tn) {
    unsigned c = t[i++];
    if (c == 0) break;
    /* the template is rustc's; a malformed one (a hand-edited MIR) is refused, never overread */
    long need = c < 128 ? (long)c : c == 128 ? 2 + (i + 2 <= tn ? (long)rd16(t + i) : 0)
                : 4 * (c & 1) + 2 * ((c >> 1) & 1) + 2 * ((c >> 2) & 1) + 2 * ((c >> 3) & 1);
    if (c > 128 && c < 0xc0) need = tn + 1;
    if (i + need > tn) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "a malformed format template");
      return -1;
    }
    if (c < 128) { put(&b, (const char *)t + i, c); i += c; continue; }
    if (c == 128) { unsigned k = rd16(t + i); put(&b, (const char *)t + i + 2, k); i += 2 + k; continue; }
    spec sp = {' ' | (3u << 29), 0, 0, 0, 0};
    long idx = -1;
    if (c & 1) { sp.flags = (uint32_t)t[i] | ((uint32_t)t[i + 1] << 8) | ((uint32_t)t[i + 2] << 16) | ((uint32_t)t[i + 3] << 24); i += 4; }
    if (c & 2) { sp.width = rd16(t + i); i += 2; }
    if (c & 4) { sp.prec = rd16(t + i); i += 2; }
    if (c & 8) { idx = rd16(t + i); i += 2; }
    sp.has_width = (sp.flags >> 27) & 1;
    sp.has_prec = (sp.flags >> 28) & 1;
    /* a width or precision given by an argument ({:0width$}, {:.1$}): the field holds the index
     * of an Argument::from_usize */
    for (int wp = 0; wp < 2; wp++) {
      if (!(c & (wp ? 0x20 : 0x10)) || !(wp ? sp.has_prec : sp.has_width)) continue;
      long k = wp ? sp.prec : sp.width;
      const rs_val *cv = k < nargs && args[k].k == V_ADT && args[k].adt == &arg_adt && args[k].items[1].bits == AK_COUNT
                           ? rv_deref(&args[k].items[0]) : NULL;
      if (!cv || cv->k != V_INT) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "a width or precision given by an argument of this shape");
        return -1;
      }
      if (wp) sp.prec = (long)cv->bits; else sp.width = (long)cv->bits;
    }
    if (idx < 0) idx = next++;
    if (idx >= nargs || args[idx].k != V_ADT || args[idx].adt != &arg_adt) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "a format argument of this shape");
      return -1;
    }
    const char *why = NULL;
    if (fmt_one(x, &b, &sp, &args[idx], &why) < 0) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "%s", why);
      return -1;
    }
  }
  *out = b.s;
  *outlen = b.n;
  return 0;
}

int rs_fmt_call(rx *x, const char *c, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  static const struct { const char *m; int k; } kinds[] = {
    {"Argument::new_display", AK_DISPLAY}, {"Argument::new_debug", AK_DEBUG}, {"Argument::new_lower_hex", AK_LHEX},
    {"Argument::new_upper_hex", AK_UHEX}, {"Argument::new_octal", AK_OCTAL}, {"Argument::new_binary", AK_BINARY}};
  (void)dty;
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (ends(c, kinds[i].m) && n == 1) {
      *out = rv_adt(x, &arg_adt, 0, 2);
      out->items[0] = a[0];
      out->items[1] = rv_int((uint64_t)kinds[i].k, 32, 0);
      return 1;
    }
  if (ends(c, "Argument::from_usize") && n == 1) {
    *out = rv_adt(x, &arg_adt, 0, 2);
    out->items[0] = a[0];
    out->items[1] = rv_int(AK_COUNT, 32, 0);
    return 1;
  }
  /* format_args! of a literal alone (write!(w, "x")), or of arguments rustc folded into one
   * (format!("{}{}", 7u32, ",")): its text, which rs_fmt_render takes */
  if ((ends(c, "Arguments::from_str") || ends(c, "Arguments::from_str_nonconst")) && n == 1 && rv_deref(&a[0])->k == V_STR) {
    *out = a[0];
    return 1;
  }
  if (ends(c, "Arguments::new") && n == 2) {
    *out = rv_adt(x, &args_adt, 0, 2);
    out->items[0] = a[0];
    out->items[1] = a[1];
    return 1;
  }
  const char *s;
  long len;
  if ((ends(c, "std::io::_print") || ends(c, "io::_print")) && n == 1) {
    if (rs_fmt_render(x, &a[0], &s, &len, loc) < 0) return -1;
    if (x->bout_pending) {
      /* rs_io.c: a BufWriter over stdout holds bytes this print would overtake */
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "print! while a BufWriter over stdout holds bytes not flushed (their order is not modelled)");
      return -1;
    }
    rx_print(x, s, (size_t)len);
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(c, "format") || ends(c, "fmt::format")) && n == 1) {
    if (rs_fmt_render(x, &a[0], &s, &len, loc) < 0) return -1;
    *out = rh_string(x, s, len);
    return 1;
  }
  if (ends(c, "must_use") && n == 1) { *out = a[0]; return 1; }
  /* ToString for the Display types modelled: the text {} gives */
  if (c[0] == '<' && ends(c, "ToString>::to_string") && n == 1) {
    const rs_val *v = rv_deref(&a[0]);
    if (v->k != V_INT && v->k != V_BOOL && v->k != V_CHAR) return 0;
    rs_val arg = rv_adt(x, &arg_adt, 0, 2);
    arg.items[0] = a[0];
    arg.items[1] = rv_int(AK_DISPLAY, 32, 0);
    spec sp = {' ' | (3u << 29), 0, 0, 0, 0};
    obuf b = {x->a, NULL, 0, 0};
    put(&b, "", 0);
    const char *why = NULL;
    if (fmt_one(x, &b, &sp, &arg, &why) < 0) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "%s", why); return -1; }
    *out = rh_string(x, b.s, b.n);
    return 1;
  }
  return 0;
}
