/* type.c — the typed input tree: constructors, equality, text, and the generic generator of
 * probe values (special values first, then pseudo-random ones). */
#include "rel/type.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/codepage.h"
#include "core/strbuf.h"

static const char *const enc_names[] = {
#define X(id, name) name,
  REL_ENCODINGS(X)
#undef X
};
static const char *const kind_names[] = {
#define X(id, name) name,
  REL_TYPE_KINDS(X)
#undef X
};

const char *rel_enc_name(rel_enc e) { return enc_names[e]; }

static rel_type *t_new(arena *a, rel_tkind k) {
  rel_type *t = arena_alloc(a, sizeof *t);
  memset(t, 0, sizeof *t);
  t->kind = k;
  return t;
}

const rel_type *rel_t_int(arena *a, int width, int is_signed) {
  rel_type *t = t_new(a, REL_T_INT);
  t->width = width, t->is_signed = is_signed;
  return t;
}
const rel_type *rel_t_float(arena *a, int width) {
  rel_type *t = t_new(a, REL_T_FLOAT);
  t->width = width, t->is_signed = 1;
  return t;
}
const rel_type *rel_t_bool(arena *a) {
  rel_type *t = t_new(a, REL_T_BOOL);
  t->width = 1;
  return t;
}
const rel_type *rel_t_bytes(arena *a, long len) {
  rel_type *t = t_new(a, REL_T_BYTES);
  t->len = len;
  return t;
}
const rel_type *rel_t_text(arena *a, rel_enc enc, long max_units) {
  rel_type *t = t_new(a, REL_T_TEXT);
  t->enc = enc, t->len = max_units;
  return t;
}
const rel_type *rel_t_decimal(arena *a, int digits, int scale, int is_signed, rel_enc enc, long len) {
  rel_type *t = t_new(a, REL_T_DECIMAL);
  t->digits = digits, t->scale = scale, t->is_signed = is_signed, t->enc = enc, t->len = len;
  return t;
}
const rel_type *rel_t_seq(arena *a, const rel_type *elem, long bound) {
  rel_type *t = t_new(a, REL_T_SEQ);
  t->elem = elem, t->bound = bound;
  return t;
}
const rel_type *rel_t_agg(arena *a, const char *name, const rel_field *fields, int n) {
  rel_type *t = t_new(a, REL_T_AGG);
  rel_field *f = arena_alloc(a, sizeof(rel_field) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) f[i].name = arena_strdup(a, fields[i].name), f[i].type = fields[i].type;
  t->name = name ? arena_strdup(a, name) : NULL;
  t->fields = f, t->nfields = n;
  return t;
}
const rel_type *rel_t_ref(arena *a, const char *cls) {
  rel_type *t = t_new(a, REL_T_REF);
  t->name = arena_strdup(a, cls);
  return t;
}
const rel_type *rel_t_admit(arena *a, const rel_type *t, const char *words) {
  rel_type *c = arena_alloc(a, sizeof *c);
  *c = *t;
  c->admissible = words ? arena_strdup(a, words) : NULL;
  return c;
}

int rel_type_same(const rel_type *x, const rel_type *y) {
  if (x == y) return 1;
  if (!x || !y || x->kind != y->kind) return 0;
  switch (x->kind) {
  case REL_T_INT:
  case REL_T_FLOAT: return x->width == y->width && x->is_signed == y->is_signed;
  case REL_T_BOOL: return 1;
  case REL_T_BYTES: return x->len == y->len;
  case REL_T_TEXT: return x->enc == y->enc && x->len == y->len;
  case REL_T_DECIMAL:
    return x->digits == y->digits && x->scale == y->scale && x->is_signed == y->is_signed && x->enc == y->enc &&
           x->len == y->len;
  case REL_T_SEQ: return x->bound == y->bound && rel_type_same(x->elem, y->elem);
  case REL_T_AGG:
    if (x->nfields != y->nfields) return 0;
    for (int i = 0; i < x->nfields; i++)
      if (strcmp(x->fields[i].name, y->fields[i].name) || !rel_type_same(x->fields[i].type, y->fields[i].type)) return 0;
    return 1;
  case REL_T_REF: return !strcmp(x->name, y->name);
  }
  return 0;
}

static void type_text(strbuf *sb, const rel_type *t, int depth) {
  if (!t) {
    sb_puts(sb, "?");
    return;
  }
  if (depth > 64) {
    sb_puts(sb, "...");
    return;
  }
  switch (t->kind) {
  case REL_T_INT: sb_printf(sb, "%s%d", t->is_signed ? "int" : "uint", t->width); break;
  case REL_T_FLOAT: sb_printf(sb, "float%d", t->width); break;
  case REL_T_BOOL: sb_puts(sb, "bool"); break;
  case REL_T_BYTES: sb_printf(sb, "bytes[%ld]", t->len); break;
  case REL_T_TEXT: sb_printf(sb, "text<%s>[<=%ld]", enc_names[t->enc], t->len); break;
  case REL_T_DECIMAL:
    sb_printf(sb, "decimal(%d,%d)%s %s[%ld]", t->digits, t->scale, t->is_signed ? " signed" : "", enc_names[t->enc], t->len);
    break;
  case REL_T_SEQ:
    sb_puts(sb, "seq<");
    type_text(sb, t->elem, depth + 1);
    if (t->bound) sb_printf(sb, ">[<=%ld]", t->bound);
    else sb_putc(sb, '>');
    break;
  case REL_T_AGG:
    sb_printf(sb, "%s%s%s{", kind_names[t->kind], t->name ? " " : "", t->name ? t->name : "");
    for (int i = 0; i < t->nfields; i++) {
      sb_printf(sb, "%s%s: ", i ? ", " : "", t->fields[i].name);
      type_text(sb, t->fields[i].type, depth + 1);
    }
    sb_putc(sb, '}');
    break;
  case REL_T_REF: sb_printf(sb, "ref %s", t->name); break;
  }
}

const char *rel_type_text(const rel_type *t, char *buf, size_t n) {
  strbuf sb = STRBUF_INIT;
  type_text(&sb, t, 0);
  snprintf(buf, n, "%s", sb_str(&sb));
  sb_free(&sb);
  return buf;
}

uint64_t rel_rng_next(uint64_t *st) {
  if (!*st) *st = 0x9e3779b97f4a7c15u;
  *st ^= *st << 13, *st ^= *st >> 7, *st ^= *st << 17;
  return *st;
}

/* ---- generation ---------------------------------------------------------------------------- */

static const double special_d[] = {0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1e308, -1e308, 4.9e-324, INFINITY, -INFINITY,
                                   NAN, 3.0, 1e-10, 123456.789, 2.5, -2.5};
static const int64_t special_i[] = {0, 1, -1, 2, -2, 7, 10, 100, 255, 256, 1000, 65535, INT32_MAX, INT32_MIN,
                                    INT64_MAX, INT64_MIN, 3, 13, 2011, 1900, 2000, -7, 12, 31, 59, 60};
enum { N_SPECIAL_D = sizeof special_d / sizeof special_d[0], N_SPECIAL_I = sizeof special_i / sizeof special_i[0] };

/* A decimal's value as its digits (most significant first) and sign: special magnitudes first
 * (0, 1, the largest, one less), then random digits. */
static void gen_digits(const rel_type *t, unsigned k, uint64_t *rng, char *dig, int *neg) {
  int n = t->digits;
  memset(dig, 0, (size_t)n);
  unsigned pick = k < 8 ? k : (unsigned)(rel_rng_next(rng) % 8);
  *neg = t->is_signed && (k < 8 ? (k & 1) : (int)(rel_rng_next(rng) & 1));
  switch (pick / 2) {
  case 0: break;                                  /* zero */
  case 1: if (n) dig[n - 1] = 1; break;           /* the smallest unit */
  case 2: memset(dig, 9, (size_t)n); break;       /* the largest */
  default:
    for (int i = 0; i < n; i++) dig[i] = (char)(rel_rng_next(rng) % 10);
  }
}

/* IBM's encodings of a decimal (Enterprise COBOL Programming Guide, "Formats for numeric data"):
 * zoned: one digit per byte X'Fd' (EBCDIC), the last byte's zone C (+) or D (-) when signed;
 * packed: two digits per byte, the last nibble C/D (signed) or F (unsigned); binary: big-endian. */
static rel_value gen_decimal(const rel_type *t, unsigned k, uint64_t *rng, arena *a) {
  char dig[64];
  int neg, n = t->digits > 63 ? 63 : t->digits;
  rel_type tt = *t;
  tt.digits = n;
  gen_digits(&tt, k, rng, dig, &neg);
  long len = t->len > 0 ? t->len : n;
  char *b = arena_alloc(a, (size_t)len + 1);
  memset(b, 0, (size_t)len + 1);
  switch (t->enc) {
  case REL_ENC_PACKED: {
    /* nibbles: digits, then the sign; right-aligned in len bytes */
    int nib = (int)(2 * len);
    unsigned char *u = (unsigned char *)b;
    int pos = nib - 1;
    unsigned sign = t->is_signed ? (neg ? 0xD : 0xC) : 0xF;
    u[pos / 2] |= (unsigned char)(sign << ((pos & 1) ? 0 : 4));
    for (int i = n - 1; i >= 0 && --pos >= 0; i--) u[pos / 2] |= (unsigned char)(dig[i] << ((pos & 1) ? 0 : 4));
    break;
  }
  case REL_ENC_BINARY:
  case REL_ENC_NATIVE: {
    uint64_t v = 0;
    for (int i = 0; i < n; i++) v = v * 10 + (uint64_t)dig[i];
    if (neg) v = (uint64_t)-(int64_t)v;
    for (long i = 0; i < len && i < 8; i++) {
      unsigned char byte = (unsigned char)(v >> (8 * i));
      b[t->enc == REL_ENC_BINARY ? len - 1 - i : i] = (char)byte;
    }
    break;
  }
  default: /* zoned, EBCDIC */
    for (long i = 0; i < len; i++) {
      int d = i - (len - n) >= 0 ? dig[i - (len - n)] : 0;
      b[i] = (char)(0xF0 | d);
    }
    if (t->is_signed && len) b[len - 1] = (char)((neg ? 0xD0 : 0xC0) | (b[len - 1] & 0x0F));
  }
  return rel_v_bytes(a, b, (size_t)len);
}

static rel_value gen(const rel_type *t, unsigned k, uint64_t *rng, arena *a, int depth) {
  switch (t->kind) {
  case REL_T_FLOAT: {
    double d = k < N_SPECIAL_D ? special_d[k] : (double)(int64_t)(rel_rng_next(rng) % 2000001) / 1000.0 - 1000.0;
    return t->width == 32 ? rel_v_float((float)d) : rel_v_double(d);
  }
  case REL_T_BOOL: return rel_v_int(k & 1, 64, 0);
  case REL_T_INT: {
    uint64_t b = k < N_SPECIAL_I ? (uint64_t)special_i[k]
                 : (k & 1)     ? rel_rng_next(rng)
                               : rel_rng_next(rng) % 4096 - 2048;
    return rel_v_int(b, t->width, t->is_signed);
  }
  case REL_T_BYTES: {
    char *b = arena_alloc(a, (size_t)t->len + 1);
    for (long i = 0; i < t->len; i++) b[i] = k == 0 ? 0 : k == 1 ? ' ' : (char)rel_rng_next(rng);
    return rel_v_bytes(a, b, (size_t)t->len);
  }
  case REL_T_TEXT: {
    long n = k == 0 ? 0 : t->len ? (long)(rel_rng_next(rng) % (uint64_t)(t->len + 1)) : (long)(rel_rng_next(rng) % 9);
    char *b = arena_alloc(a, (size_t)n + 1);
    for (long i = 0; i < n; i++) b[i] = (char)('a' + rel_rng_next(rng) % 26);
    return rel_v_bytes(a, b, (size_t)n);
  }
  case REL_T_DECIMAL: return gen_decimal(t, k, rng, a);
  case REL_T_SEQ: {
    long bound = t->bound > 0 ? t->bound : 8;
    /* lengths 0, 1, 2, then random up to the bound */
    long n = k < 3 ? (long)k : (long)(rel_rng_next(rng) % (uint64_t)(bound + 1));
    if (n > bound) n = bound;
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
    for (long i = 0; i < n; i++) items[i] = depth > 32 ? rel_v_void() : gen(t->elem, (unsigned)(rel_rng_next(rng) % 64), rng, a, depth + 1);
    return rel_v_agg(a, items, (int)n);
  }
  case REL_T_AGG: {
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(t->nfields + 1));
    for (int i = 0; i < t->nfields; i++)
      items[i] = depth > 32 ? rel_v_void() : gen(t->fields[i].type, k < 40 ? k : (unsigned)(rel_rng_next(rng) % 64), rng, a, depth + 1);
    return rel_v_agg(a, items, t->nfields);
  }
  case REL_T_REF: return rel_v_opaque(a, "null");
  }
  return rel_v_void();
}

rel_value rel_type_gen(const rel_type *t, unsigned k, uint64_t *rng, arena *a) { return gen(t, k, rng, a, 0); }

/* ---- values as text, by their type */

/* The digits of a decimal's bytes by its encoding (type.h), into d (most significant first);
 * returns the count, or -1 when the bytes are not of the encoding (then shown raw). */
static int dec_digits(const rel_type *t, const unsigned char *b, size_t len, char *d, size_t cap, int *neg) {
  size_t n = 0;
  *neg = 0;
  if (t->enc == REL_ENC_ZONED) {
    for (size_t i = 0; i < len && n < cap; i++) {
      if ((b[i] & 0x0F) > 9) return -1;
      d[n++] = (char)('0' + (b[i] & 0x0F));
    }
    *neg = len && t->is_signed && (b[len - 1] >> 4) == 0xD;
  } else if (t->enc == REL_ENC_PACKED) {
    for (size_t i = 0; i < len && n + 2 < cap; i++) {
      if ((b[i] >> 4) > 9) return -1;
      d[n++] = (char)('0' + (b[i] >> 4));
      if (i + 1 < len) {
        if ((b[i] & 0x0F) > 9) return -1;
        d[n++] = (char)('0' + (b[i] & 0x0F));
      }
    }
    *neg = len && ((b[len - 1] & 0x0F) == 0xD || (b[len - 1] & 0x0F) == 0xB);
  } else if (t->enc == REL_ENC_BINARY || t->enc == REL_ENC_NATIVE) {
    if (len == 0 || len > 8) return -1;
    uint64_t u = 0;
    for (size_t i = 0; i < len; i++) u = u << 8 | b[t->enc == REL_ENC_BINARY ? i : len - 1 - i];
    if (t->is_signed && len < 8 && (u >> (8 * len - 1)) & 1) u |= ~(uint64_t)0 << (8 * len);
    if (t->is_signed && (int64_t)u < 0) *neg = 1, u = (uint64_t)-(int64_t)u;
    char tmp[24];
    int k = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)u);
    for (int i = 0; i < k && n < cap; i++) d[n++] = tmp[i];
  } else {
    return -1;
  }
  return (int)n;
}

static void typed_text(strbuf *sb, const rel_type *t, const rel_value *v, int depth) {
  if (!t || depth > 32) {
    char buf[400];
    sb_puts(sb, rel_value_text(v, buf, sizeof buf));
    return;
  }
  if (t->kind == REL_T_SEQ && v->kind == REL_V_AGG) {
    sb_printf(sb, "[%d record%s", v->n, v->n == 1 ? "" : "s");
    for (int i = 0; i < v->n; i++) {
      sb_puts(sb, i ? "; " : ": ");
      typed_text(sb, t->elem, &v->items[i], depth + 1);
    }
    sb_putc(sb, ']');
    return;
  }
  if (t->kind == REL_T_AGG && v->kind == REL_V_AGG && v->n == t->nfields) {
    sb_putc(sb, '{');
    for (int i = 0; i < v->n; i++) {
      if (i) sb_puts(sb, ", ");
      if (t->fields[i].name) sb_printf(sb, "%s=", t->fields[i].name);
      typed_text(sb, t->fields[i].type, &v->items[i], depth + 1);
    }
    sb_putc(sb, '}');
    return;
  }
  if (t->kind == REL_T_DECIMAL && v->kind == REL_V_BYTES) {
    char d[80];
    int neg, n = dec_digits(t, (const unsigned char *)v->text, v->len, d, sizeof d, &neg);
    if (n >= 0) {
      int k = 0, lead = n - (t->scale > 0 ? t->scale : 0);
      while (k < lead - 1 && d[k] == '0') k++; /* leading zeros off, one digit kept before the point */
      if (neg) sb_putc(sb, '-');
      for (int i = k; i < n; i++) {
        if (i == lead) sb_putc(sb, '.');
        sb_putc(sb, d[i]);
      }
      for (int i = 0; i < -t->scale; i++) sb_putc(sb, '0'); /* P scaling */
      return;
    }
  }
  if ((t->kind == REL_T_BYTES || t->kind == REL_T_TEXT) && v->kind == REL_V_BYTES &&
      (t->enc == REL_ENC_EBCDIC037 || t->enc == REL_ENC_EBCDIC1140)) {
    sb_putc(sb, '"');
    for (size_t i = 0; i < v->len; i++) {
      unsigned char c = eq_cp037_to_latin1[(unsigned char)v->text[i]];
      if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
      else if (c >= 32 && c < 127) sb_putc(sb, (char)c);
      else sb_printf(sb, "\\x%02x", (unsigned char)v->text[i]); /* the byte itself: X'00', X'FF' */
    }
    sb_putc(sb, '"');
    return;
  }
  char buf[400];
  sb_puts(sb, rel_value_text(v, buf, sizeof buf));
}

const char *rel_type_value_text(const rel_type *t, const rel_value *v, char *buf, size_t n) {
  strbuf sb = STRBUF_INIT;
  typed_text(&sb, t, v, 0);
  snprintf(buf, n, "%s", sb_str(&sb));
  sb_free(&sb);
  return buf;
}

int rel_decimal_encode(const rel_type *t, long long v, unsigned char *out) {
  if (t->kind != REL_T_DECIMAL || t->len <= 0 || (v < 0 && !t->is_signed)) return -1;
  unsigned long long m = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
  unsigned long long lim = 1;
  for (int i = 0; i < t->digits && i < 19; i++) lim *= 10;
  if (t->digits < 19 && m >= lim) return -1;
  long len = t->len;
  if (t->enc == REL_ENC_ZONED) {
    if (len < t->digits) return -1;
    for (long i = len - 1; i >= 0; i--, m /= 10) out[i] = (unsigned char)(0xF0 | (m % 10));
    if (t->is_signed) out[len - 1] = (unsigned char)((v < 0 ? 0xD0 : 0xC0) | (out[len - 1] & 0x0F));
  } else if (t->enc == REL_ENC_PACKED) {
    out[len - 1] = (unsigned char)((m % 10) << 4 | (!t->is_signed ? 0xF : v < 0 ? 0xD : 0xC));
    m /= 10;
    for (long i = len - 2; i >= 0; i--) {
      unsigned lo = (unsigned)(m % 10);
      m /= 10;
      out[i] = (unsigned char)((m % 10) << 4 | lo);
      m /= 10;
    }
  } else if (t->enc == REL_ENC_BINARY) {
    if (len > 8) return -1;
    unsigned long long u = (unsigned long long)v;
    for (long i = len - 1; i >= 0; i--, u >>= 8) out[i] = (unsigned char)(u & 0xFF);
  } else {
    return -1;
  }
  return 0;
}
