/* rs_show.c — values in and out of the Rust room: Rust's Debug form of a value (what a test
 * harness prints with {:?}, so equiv's and the rustc-built binary's results compare as text), the
 * language-neutral rel_value of one, and arguments read as Rust expressions against the
 * parameters' MIR types (`equiv rust run --args`) or from rel_values (the rel layer's probes). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/rust/rs_exec_int.h"
#include "lang/rust/rust.h"

/* ---------- Debug ---------- */

typedef struct sbuf {
  arena *a;
  char *s;
  size_t n, cap;
} sbuf;

static void sb_put(sbuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    size_t cap = (b->n + n + 1) * 2;
    char *ns = arena_alloc(b->a, cap);
    if (b->n) memcpy(ns, b->s, b->n);
    b->s = ns;
    b->cap = cap;
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = 0;
}

static void sb_str(sbuf *b, const char *s) { sb_put(b, s, strlen(s)); }

/* char::escape_debug for one code point (quote: the delimiter that is escaped). */
static void esc_cp(sbuf *b, uint64_t cp, char quote) {
  char buf[16];
  switch (cp) {
    case '\n': sb_str(b, "\\n"); return;
    case '\t': sb_str(b, "\\t"); return;
    case '\r': sb_str(b, "\\r"); return;
    case 0: sb_str(b, "\\0"); return;
    case '\\': sb_str(b, "\\\\"); return;
  }
  if (cp == (uint64_t)quote) { buf[0] = '\\', buf[1] = quote; sb_put(b, buf, 2); return; }
  if (cp < 0x20 || cp == 0x7f) { snprintf(buf, sizeof buf, "\\u{%llx}", (unsigned long long)cp); sb_str(b, buf); return; }
  int n = 0;
  if (cp < 0x80) buf[n++] = (char)cp;
  else if (cp < 0x800) { buf[n++] = (char)(0xc0 | (cp >> 6)); buf[n++] = (char)(0x80 | (cp & 0x3f)); }
  else if (cp < 0x10000) { buf[n++] = (char)(0xe0 | (cp >> 12)); buf[n++] = (char)(0x80 | ((cp >> 6) & 0x3f)); buf[n++] = (char)(0x80 | (cp & 0x3f)); }
  else { buf[n++] = (char)(0xf0 | (cp >> 18)); buf[n++] = (char)(0x80 | ((cp >> 12) & 0x3f)); buf[n++] = (char)(0x80 | ((cp >> 6) & 0x3f)); buf[n++] = (char)(0x80 | (cp & 0x3f)); }
  sb_put(b, buf, (size_t)n);
}

static void debug(sbuf *b, const rs_val *v, int depth) {
  char buf[64];
  if (depth > 200) { sb_str(b, "…"); return; }
  switch (v->k) {
    case V_UNINIT: sb_str(b, "<uninit>"); return;
    case V_INT:
      if (v->s) snprintf(buf, sizeof buf, "%lld", (long long)v->bits);
      else snprintf(buf, sizeof buf, "%llu", (unsigned long long)v->bits);
      sb_str(b, buf);
      return;
    case V_BOOL: sb_str(b, v->bits ? "true" : "false"); return;
    case V_CHAR: sb_str(b, "'"); esc_cp(b, v->bits, '\''); sb_str(b, "'"); return;
    case V_UNIT: sb_str(b, "()"); return;
    case V_CLOS: sb_str(b, "<closure>"); return;
    case V_STR: case V_STRING: {
      sb_str(b, "\"");
      const unsigned char *s = (const unsigned char *)v->str;
      for (long i = 0; i < v->len;) {
        unsigned char c = s[i];
        int n = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        if (i + n > v->len) n = 1;
        uint64_t cp = c;
        if (n == 2) cp = ((uint64_t)(c & 0x1f) << 6) | (s[i + 1] & 0x3f);
        if (n == 3) cp = ((uint64_t)(c & 0x0f) << 12) | ((uint64_t)(s[i + 1] & 0x3f) << 6) | (s[i + 2] & 0x3f);
        if (n == 4) cp = ((uint64_t)(c & 0x07) << 18) | ((uint64_t)(s[i + 1] & 0x3f) << 12) | ((uint64_t)(s[i + 2] & 0x3f) << 6) | (s[i + 3] & 0x3f);
        if (cp == '\'') sb_str(b, "'"); else esc_cp(b, cp, '"');
        i += n;
      }
      sb_str(b, "\"");
      return;
    }
    case V_TUPLE:
      sb_str(b, "(");
      for (int i = 0; i < v->n; i++) { if (i) sb_str(b, ", "); debug(b, &v->items[i], depth + 1); }
      sb_str(b, v->n == 1 ? ",)" : ")");
      return;
    case V_ARRAY: case V_VEC:
      sb_str(b, "[");
      for (int i = 0; i < v->n; i++) { if (i) sb_str(b, ", "); debug(b, &v->items[i], depth + 1); }
      sb_str(b, "]");
      return;
    case V_REF:
      if (!v->tgt) { sb_str(b, "<dangling>"); return; }
      if (v->len >= 0) {
        sb_str(b, "[");
        for (long i = 0; i < v->len; i++) { if (i) sb_str(b, ", "); debug(b, &v->tgt->items[v->off + i], depth + 1); }
        sb_str(b, "]");
        return;
      }
      debug(b, v->tgt, depth + 1);
      return;
    case V_ADT: {
      if (!v->adt || v->var < 0 || v->var >= v->adt->nvariants) { sb_str(b, "<adt>"); return; }
      const rs_variant *var = &v->adt->variants[v->var];
      sb_str(b, var->name);
      if (var->braces && var->fields) {
        if (!v->n) { sb_str(b, " {}"); return; }
        sb_str(b, " { ");
        for (int i = 0; i < v->n; i++) {
          if (i) sb_str(b, ", ");
          sb_str(b, i < var->nfields ? var->fields[i] : "?");
          sb_str(b, ": ");
          debug(b, &v->items[i], depth + 1);
        }
        sb_str(b, " }");
      } else if (v->n) {
        sb_str(b, "(");
        for (int i = 0; i < v->n; i++) { if (i) sb_str(b, ", "); debug(b, &v->items[i], depth + 1); }
        sb_str(b, ")");
      }
      return;
    }
  }
}

const char *rs_val_debug(arena *a, const rs_val *v) {
  sbuf b = {a, NULL, 0, 0};
  sb_str(&b, "");
  debug(&b, v, 0);
  return b.s;
}

rel_value rs_val_rel(arena *a, const rs_val *v) {
  switch (v->k) {
    case V_INT: return rel_v_int(v->bits, v->w, v->s);
    case V_BOOL: return rel_v_bool((int)v->bits);
    case V_CHAR: return rel_v_int(v->bits, 32, 0);
    case V_UNIT: case V_UNINIT: return rel_v_void();
    case V_STR: case V_STRING: return rel_v_bytes(a, v->str, (size_t)v->len);
    case V_CLOS: return rel_v_opaque(a, v->str ? v->str : "closure");
    case V_REF:
      if (!v->tgt) return rel_v_opaque(a, "dangling");
      if (v->len >= 0) {
        rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(v->len + 1));
        for (long i = 0; i < v->len; i++) items[i] = rs_val_rel(a, &v->tgt->items[v->off + i]);
        return rel_v_agg(a, items, (int)v->len);
      }
      return rs_val_rel(a, v->tgt);
    case V_TUPLE: case V_ARRAY: case V_ADT: case V_VEC: {
      int en = v->k == V_ADT && v->adt && v->adt->is_enum;
      rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(v->n + 1));
      if (en) items[0] = rel_v_int((uint64_t)v->var, 32, 0);
      for (int i = 0; i < v->n; i++) items[i + en] = rs_val_rel(a, &v->items[i]);
      return rel_v_agg(a, items, v->n + en);
    }
  }
  return rel_v_void();
}

/* ---------- arguments ---------- */

typedef struct ap {
  const char *s;
  arena *a;
  const rs_program *p;
  char *why;
  size_t whyn;
} ap;

static void ws(ap *c) { while (isspace((unsigned char)*c->s)) c->s++; }

static int fail(ap *c, const char *fmt, const char *what) {
  snprintf(c->why, c->whyn, fmt, what);
  return -1;
}

static int eat(ap *c, const char *t) {
  ws(c);
  size_t n = strlen(t);
  if (strncmp(c->s, t, n)) return 0;
  c->s += n;
  return 1;
}

static int parse_val(ap *c, const rs_type *t, rs_val *out);

/* The escape at *q (just after its backslash) as the Rust reference's char and string literals
 * have them: \n \t \r \0 \\ \' \" and \u{H..} (1 to 6 hex digits, a Unicode scalar value).
 * Advances *q past it; -1 for any other escape, which no literal has. */
static int unescape(const char **q, uint64_t *cp) {
  static const char esc[] = "n\nt\tr\r0\0\\\\''\"\"";
  const char *s = *q;
  if (*s == 'u') {
    if (s[1] != '{') return -1;
    uint64_t v = 0;
    int k = 0;
    for (s += 2; *s && *s != '}'; s++, k++) {
      int d = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'a' && *s <= 'f' ? *s - 'a' + 10 : *s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;
      if (d < 0 || k >= 6) return -1;
      v = v * 16 + (uint64_t)d;
    }
    if (*s != '}' || !k || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return -1;
    *cp = v;
    *q = s + 1;
    return 0;
  }
  for (size_t i = 0; i + 1 < sizeof esc; i += 2)
    if (esc[i] == *s) { *cp = (unsigned char)esc[i + 1]; *q = s + 1; return 0; }
  return -1;
}
static int parse_user_adt(ap *c, const rs_adt *d, rs_val *out);

/* elements up to `close`, each of type t, into a fresh array */
static int parse_elems(ap *c, const rs_type *t, char close, rs_val *out) {
  rs_val tmp[4096];
  int n = 0;
  ws(c);
  while (*c->s && *c->s != close) {
    if (n >= 4096) return fail(c, "%s", "more than 4096 elements");
    if (parse_val(c, t, &tmp[n++]) < 0) return -1;
    ws(c);
    if (*c->s == ',') c->s++;
    else if (*c->s != close) return fail(c, "expected ',' or '%s'", close == ']' ? "]" : ")");
    ws(c);
  }
  if (*c->s != close) return fail(c, "%s", "unterminated list");
  c->s++;
  memset(out, 0, sizeof *out);
  out->k = V_ARRAY;
  out->n = n;
  out->items = arena_alloc(c->a, sizeof(rs_val) * (size_t)(n + 1));
  memcpy(out->items, tmp, sizeof(rs_val) * (size_t)n);
  return 0;
}

static int parse_int(ap *c, const rs_type *t, rs_val *out) {
  ws(c);
  int w = t->width, s = t->is_signed;
  static const struct { const char *n; int w, s; } ints[] = {
    {"i8", 8, 1}, {"i16", 16, 1}, {"i32", 32, 1}, {"i64", 64, 1}, {"isize", 64, 1},
    {"u8", 8, 0}, {"u16", 16, 0}, {"u32", 32, 0}, {"u64", 64, 0}, {"usize", 64, 0}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
    size_t k = strlen(ints[i].n);
    if (!strncmp(c->s, ints[i].n, k) && !strncmp(c->s + k, "::M", 3)) {
      if (ints[i].w != w || ints[i].s != s) return fail(c, "%s is not of the parameter's type", ints[i].n);
      c->s += k + 2;
      uint64_t max = w == 64 ? (s ? (uint64_t)INT64_MAX : UINT64_MAX) : s ? (1ull << (w - 1)) - 1 : (1ull << w) - 1;
      if (!strncmp(c->s, "MAX", 3)) { c->s += 3; *out = rv_int(max, w, s); return 0; }
      if (!strncmp(c->s, "MIN", 3)) { c->s += 3; *out = rv_int(s ? max + 1 : 0, w, s); return 0; }
      return fail(c, "%s", "expected MIN or MAX");
    }
  }
  int neg = *c->s == '-';
  if (neg) c->s++;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(c->s, &end, 0);
  if (end == c->s || errno || *c->s == '-' || *c->s == '+') return fail(c, "%s", "expected an integer");
  c->s = end;
  while (*c->s == '_' || isalnum((unsigned char)*c->s)) c->s++; /* a suffix such as _u8 or i32 */
  uint64_t max = w == 64 ? (s ? (uint64_t)INT64_MAX : UINT64_MAX) : s ? (1ull << (w - 1)) - 1 : (1ull << w) - 1;
  if (neg ? (!s || v > max + 1) : v > max) return fail(c, "an integer out of the range of %s", t->text);
  *out = rv_int(neg ? 0 - (uint64_t)v : (uint64_t)v, w, s);
  return 0;
}

/* A value of a struct or enum of the file: P { x: 1, y: 2 }, T(1, 2), E::B(3), E::C { v: 1 }, E::A.
 * The fields' types are the ones the source writes (a generic ADT's are not known). */
static int parse_user_adt(ap *c, const rs_adt *d, rs_val *out) {
  ws(c);
  const char *seg = c->s, *p = c->s;
  while (isalnum((unsigned char)*p) || *p == '_' || (*p == ':' && p[1] == ':')) {
    if (*p == ':') { p += 2; seg = p; continue; }
    p++;
  }
  if (p == c->s) return fail(c, "expected a value of %s", d->name);
  int var = -1;
  for (int v = 0; v < d->nvariants; v++)
    if (strlen(d->variants[v].name) == (size_t)(p - seg) && !strncmp(seg, d->variants[v].name, (size_t)(p - seg))) var = v;
  if (var < 0) return fail(c, "expected a value of %s", d->name);
  c->s = p;
  const rs_variant *v = &d->variants[var];
  *out = (rs_val){.k = V_ADT, .adt = d, .var = var, .n = v->nfields};
  out->items = arena_alloc(c->a, sizeof(rs_val) * (size_t)(v->nfields + 1));
  memset(out->items, 0, sizeof(rs_val) * (size_t)(v->nfields + 1));
  if (!v->nfields) return 0;
  if (!v->ftypes) return fail(c, "the fields of %s are not known", v->name);
  if (v->braces) {
    if (!eat(c, "{")) return fail(c, "%s", "expected '{'");
    for (int k = 0; k < v->nfields; k++) {
      ws(c);
      const char *q = c->s;
      while (isalnum((unsigned char)*q) || *q == '_') q++;
      int fi = -1;
      for (int j = 0; j < v->nfields; j++)
        if (strlen(v->fields[j]) == (size_t)(q - c->s) && !strncmp(c->s, v->fields[j], (size_t)(q - c->s))) fi = j;
      if (fi < 0 || out->items[fi].k != V_UNINIT) return fail(c, "expected a field of %s", v->name);
      c->s = q;
      if (!eat(c, ":")) return fail(c, "%s", "expected ':'");
      if (parse_val(c, rs_parse_type(c->a, v->ftypes[fi]), &out->items[fi]) < 0) return -1;
      if (k + 1 < v->nfields && !eat(c, ",")) return fail(c, "%s", "expected ','");
    }
    eat(c, ",");
    if (!eat(c, "}")) return fail(c, "%s", "expected '}'");
    return 0;
  }
  if (!eat(c, "(")) return fail(c, "%s", "expected '('");
  for (int k = 0; k < v->nfields; k++) {
    if (parse_val(c, rs_parse_type(c->a, v->ftypes[k]), &out->items[k]) < 0) return -1;
    if (k + 1 < v->nfields && !eat(c, ",")) return fail(c, "%s", "expected ','");
  }
  eat(c, ",");
  if (!eat(c, ")")) return fail(c, "%s", "expected ')'");
  return 0;
}

static int parse_val(ap *c, const rs_type *t, rs_val *out) {
  ws(c);
  memset(out, 0, sizeof *out);
  switch (t->k) {
    case RT_INT: return parse_int(c, t, out);
    case RT_BOOL:
      if (eat(c, "true")) { *out = rv_bool(1); return 0; }
      if (eat(c, "false")) { *out = rv_bool(0); return 0; }
      return fail(c, "%s", "expected true or false");
    case RT_CHAR: {
      if (*c->s != '\'') return fail(c, "%s", "expected a char literal 'c'");
      const unsigned char *s = (const unsigned char *)c->s + 1;
      uint64_t cp;
      int n;
      if (*s == '\\') {
        const char *e = (const char *)s + 1;
        if (unescape(&e, &cp) < 0) return fail(c, "%s", "an escape that is not Rust's");
        n = (int)(e - (const char *)s);
      } else {
        n = *s >= 0xf0 ? 4 : *s >= 0xe0 ? 3 : *s >= 0xc0 ? 2 : 1;
        for (int i = 0; i < n; i++) if (!s[i]) return fail(c, "%s", "unterminated char");
        cp = n == 1 ? s[0] : n == 2 ? ((uint64_t)(s[0] & 0x1f) << 6) | (s[1] & 0x3f)
             : n == 3 ? ((uint64_t)(s[0] & 0x0f) << 12) | ((uint64_t)(s[1] & 0x3f) << 6) | (s[2] & 0x3f)
             : ((uint64_t)(s[0] & 0x07) << 18) | ((uint64_t)(s[1] & 0x3f) << 12) | ((uint64_t)(s[2] & 0x3f) << 6) | (s[3] & 0x3f);
      }
      if (s[n] != '\'') return fail(c, "%s", "expected a char literal 'c'");
      c->s = (const char *)s + n + 1;
      out->k = V_CHAR;
      out->bits = cp;
      return 0;
    }
    case RT_UNIT:
      if (eat(c, "()")) { *out = rv_unit(); return 0; }
      return fail(c, "%s", "expected ()");
    case RT_TUPLE: {
      if (!eat(c, "(")) return fail(c, "%s", "expected a tuple (...)");
      out->k = V_TUPLE;
      out->n = t->n;
      out->items = arena_alloc(c->a, sizeof(rs_val) * (size_t)(t->n + 1));
      for (int i = 0; i < t->n; i++) {
        if (parse_val(c, t->args[i], &out->items[i]) < 0) return -1;
        if (i + 1 < t->n && !eat(c, ",")) return fail(c, "%s", "expected ','");
      }
      eat(c, ",");
      if (!eat(c, ")")) return fail(c, "%s", "expected ')'");
      return 0;
    }
    case RT_ARRAY:
      if (!eat(c, "[")) return fail(c, "%s", "expected an array [...]");
      if (parse_elems(c, t->args[0], ']', out) < 0) return -1;
      if (out->n != t->len) return fail(c, "an array of the wrong length for %s", t->text);
      return 0;
    case RT_REF: {
      const rs_type *e = t->args[0];
      if (e->k == RT_STR) {
        ws(c);
        if (*c->s != '"') return fail(c, "%s", "expected a string literal");
        const char *q = c->s + 1;
        char *buf = arena_alloc(c->a, strlen(q) + 1);
        long n = 0;
        while (*q && *q != '"') {
          if (*q == '\\') {
            /* an escape's UTF-8 is never longer than the escape (\u{80} is 6 bytes, its UTF-8 2) */
            uint64_t cp;
            q++;
            if (unescape(&q, &cp) < 0) return fail(c, "%s", "an escape that is not Rust's");
            if (cp < 0x80) buf[n++] = (char)cp;
            else if (cp < 0x800) { buf[n++] = (char)(0xc0 | (cp >> 6)); buf[n++] = (char)(0x80 | (cp & 0x3f)); }
            else if (cp < 0x10000) {
              buf[n++] = (char)(0xe0 | (cp >> 12)); buf[n++] = (char)(0x80 | ((cp >> 6) & 0x3f)); buf[n++] = (char)(0x80 | (cp & 0x3f));
            } else {
              buf[n++] = (char)(0xf0 | (cp >> 18)); buf[n++] = (char)(0x80 | ((cp >> 12) & 0x3f));
              buf[n++] = (char)(0x80 | ((cp >> 6) & 0x3f)); buf[n++] = (char)(0x80 | (cp & 0x3f));
            }
          } else {
            buf[n++] = *q++;
          }
        }
        if (*q != '"') return fail(c, "%s", "unterminated string");
        buf[n] = 0;
        /* a str is UTF-8 (the Rust reference: a value that is not is undefined behaviour) */
        for (long i = 0; i < n;) {
          unsigned char u = (unsigned char)buf[i];
          int k = u < 0x80 ? 1 : (u & 0xe0) == 0xc0 && u >= 0xc2 ? 2 : (u & 0xf0) == 0xe0 ? 3 : (u & 0xf8) == 0xf0 && u <= 0xf4 ? 4 : 0;
          if (!k || i + k > n) return fail(c, "%s", "a string that is not UTF-8");
          for (int j = 1; j < k; j++)
            if (((unsigned char)buf[i + j] & 0xc0) != 0x80) return fail(c, "%s", "a string that is not UTF-8");
          i += k;
        }
        c->s = q + 1;
        out->k = V_STR;
        out->str = buf;
        out->len = n;
        return 0;
      }
      if (!eat(c, "&")) return fail(c, "expected a reference &... for %s", t->text);
      eat(c, "mut ");
      rs_val *tgt = arena_alloc(c->a, sizeof(rs_val));
      out->k = V_REF;
      out->tgt = tgt;
      out->len = -1;
      if (e->k == RT_SLICE) {
        if (!eat(c, "[")) return fail(c, "%s", "expected a slice &[...]");
        if (parse_elems(c, e->args[0], ']', tgt) < 0) return -1;
        out->off = 0;
        out->len = tgt->n;
        return 0;
      }
      return parse_val(c, e, tgt);
    }
    case RT_ADT: {
      const rs_adt *d = rs_find_adt(c->p, t->name);
      if (d && (!strcmp(d->name, "Option") || !strcmp(d->name, "Result")) && t->n >= 1) {
        ws(c);
        const char *s = c->s;
        size_t k = 0;
        while (isalpha((unsigned char)s[k])) k++;
        for (int v = 0; v < d->nvariants; v++)
          if (strlen(d->variants[v].name) == k && !strncmp(s, d->variants[v].name, k)) {
            c->s += k;
            if (!d->variants[v].nfields) { *out = (rs_val){.k = V_ADT, .adt = d, .var = v}; return 0; }
            const rs_type *pt = !strcmp(d->name, "Result") && v == 1 ? (t->n > 1 ? t->args[1] : NULL) : t->args[0];
            if (!pt) return fail(c, "%s", "a Result without its error type");
            if (!eat(c, "(")) return fail(c, "%s", "expected '('");
            rs_val *it = arena_alloc(c->a, sizeof(rs_val));
            if (parse_val(c, pt, it) < 0) return -1;
            if (!eat(c, ")")) return fail(c, "%s", "expected ')'");
            *out = (rs_val){.k = V_ADT, .adt = d, .var = v, .n = 1, .items = it};
            return 0;
          }
        return fail(c, "expected a variant of %s", d->name);
      }
      if (!strcmp(t->name, "Vec") && t->n == 1) {
        /* a Vec argument: vec![1, 2] or [1, 2] */
        eat(c, "vec!");
        if (!eat(c, "[")) return fail(c, "%s", "expected a Vec vec![...]");
        if (parse_elems(c, t->args[0], ']', out) < 0) return -1;
        out->k = V_VEC;
        out->cap = out->n;
        return 0;
      }
      if (!strcmp(t->name, "String") && t->n == 0) {
        const rs_type str = {RT_STR, 0, 0, 0, 0, NULL, NULL, "str"};
        const rs_type *sp = &str;
        const rs_type ref = {RT_REF, 0, 0, 0, 1, &sp, NULL, "&str"};
        if (parse_val(c, &ref, out) < 0) return -1;
        out->k = V_STRING;
        out->cap = out->len;
        return 0;
      }
      if (d) return parse_user_adt(c, d, out);
      return fail(c, "arguments of type %s are not supported", t->text);
    }
    default: return fail(c, "arguments of type %s are not supported", t->text);
  }
}

int rs_run_args(const rs_program *p, const char *fn, const char *args, long long fuel, const rs_env *env,
                arena *out, rel_behaviour *b, const char **shown, char *why, size_t whyn) {
  const rs_body *body = rs_find_body(p, fn);
  if (!body) {
    snprintf(why, whyn, "no function '%s'", fn);
    return -1;
  }
  rs_val *vals = arena_alloc(out, sizeof(rs_val) * (size_t)(body->nparams + 1));
  ap c = {args ? args : "", out, p, why, whyn};
  int n = 0;
  ws(&c);
  while (*c.s) {
    if (n >= body->nparams) {
      snprintf(why, whyn, "%s takes %d arguments", fn, body->nparams);
      return -1;
    }
    if (parse_val(&c, body->ltypes[n + 1], &vals[n]) < 0) return -1;
    n++;
    ws(&c);
    if (*c.s == ',') {
      c.s++;
      ws(&c);
      if (!*c.s) { snprintf(why, whyn, "a trailing ','"); return -1; }
    } else if (*c.s) {
      snprintf(why, whyn, "unexpected '%s'", c.s);
      return -1;
    }
  }
  if (n != body->nparams) {
    snprintf(why, whyn, "%s takes %d arguments, %d given", fn, body->nparams, n);
    return -1;
  }
  rs_val ret;
  memset(&ret, 0, sizeof ret);
  *b = rs_exec(p, fn, vals, n, fuel, env, out, &ret);
  *shown = !b->wrong && b->okind == REL_O_RETURNED ? rs_val_debug(out, &ret) : NULL;
  return 0;
}
