/* rs_rectext.c — a symbolic output record's text as bytes (rs_rectext.h): the record's format
 * template (core::fmt's byte encoding, as rs_fmt.c reads it for the interpreter) walked piece by
 * piece, each literal its bytes, each placeholder its argument's text — a str's bytes up to its
 * length, an integer's decimal digits as Display writes them (core::fmt::num: '-' then the digits
 * of the magnitude; a width pads with the fill before the sign, or with zeros after it under the
 * '0' flag, Formatter::pad_integral) — and the pieces put one after the other at symbolic offsets.
 * Anything else (other flags, precision, debug or hex forms, chars) is not rendered: -1. */
#include "lang/rust/rs_rectext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One piece: len (64 bits) and its bytes at positions 0..max-1 (those at or past len unused). */
typedef struct piece {
  term_ref len;
  int max;
  term_ref *b;
} piece;

static term_ref k64(term_ctx *tc, uint64_t v) { return term_bv(tc, 64, v); }

static uint64_t wmax(unsigned w) { return w >= 64 ? UINT64_MAX : (1ull << w) - 1; }

static int ub_rec(term_ctx *tc, term_ref t, uint64_t *ub, int depth) {
  unsigned w = term_sort_width(tc, term_sort_of(tc, t));
  if (w == 0 || w > 64) return 0;
  *ub = wmax(w);
  if (term_is_const(tc, t)) return *ub = (uint64_t)term_bv_value(tc, t), 1;
  if (depth > 24) return 1;
  uint64_t a, b;
  switch (term_op_of(tc, t)) {
    case OP_ZERO_EXTEND: {
      unsigned iw = term_sort_width(tc, term_sort_of(tc, term_arg(tc, t, 0)));
      if (!ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1)) a = wmax(iw);
      *ub = a;
      return 1;
    }
    case OP_EXTRACT:
      /* the low bits of a value that fits in them are the value */
      if (term_param(tc, t, 1) == 0 && ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1) && a <= wmax(w)) *ub = a;
      return 1;
    case OP_BVUREM:
      if (term_is_const(tc, term_arg(tc, t, 1)) && term_bv_value(tc, term_arg(tc, t, 1)) != 0)
        *ub = (uint64_t)term_bv_value(tc, term_arg(tc, t, 1)) - 1;
      /* (x % 0 is x: the bound of x holds either way) */
      if (ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1) && a < *ub) *ub = a;
      return 1;
    case OP_BVUDIV:
      if (ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1) && term_is_const(tc, term_arg(tc, t, 1)) && term_bv_value(tc, term_arg(tc, t, 1)))
        *ub = a / (uint64_t)term_bv_value(tc, term_arg(tc, t, 1));
      return 1;
    case OP_BVADD:
      if (ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1) && ub_rec(tc, term_arg(tc, t, 1), &b, depth + 1) && a <= wmax(w) - b) *ub = a + b;
      return 1;
    case OP_BVMUL:
      if (ub_rec(tc, term_arg(tc, t, 0), &a, depth + 1) && ub_rec(tc, term_arg(tc, t, 1), &b, depth + 1) && (a == 0 || b <= wmax(w) / a))
        *ub = a * b;
      return 1;
    case OP_ITE:
      if (ub_rec(tc, term_arg(tc, t, 1), &a, depth + 1) && ub_rec(tc, term_arg(tc, t, 2), &b, depth + 1)) *ub = a > b ? a : b;
      return 1;
    default:
      return 1;
  }
}

int rs_term_ub(term_ctx *tc, term_ref t, uint64_t *ub) {
  if (!ub_rec(tc, t, ub, 0)) return 0;
  unsigned w = term_sort_width(tc, term_sort_of(tc, t));
  return *ub < wmax(w);
}
static term_ref k8(term_ctx *tc, unsigned v) { return term_bv(tc, 8, v); }

static int hexbytes(const char *h, size_t n, unsigned char *out) {
  for (size_t i = 0; i < n; i++) {
    unsigned x;
    if (sscanf(h + 2 * i, "%2x", &x) != 1) return -1;
    out[i] = (unsigned char)x;
  }
  return 0;
}

static piece constant(term_ctx *tc, const unsigned char *s, int n, arena *a) {
  piece p = {k64(tc, (uint64_t)n), n, arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1))};
  for (int i = 0; i < n; i++) p.b[i] = k8(tc, s[i]);
  return p;
}

/* The element of v[0..n) at symbolic index r (64 bits); 0 past n. */
static term_ref at(term_ctx *tc, const term_ref *v, int n, term_ref r) {
  term_ref t = k8(tc, 0);
  for (int i = n - 1; i >= 0; i--) t = term_ite(tc, term_eq(tc, r, k64(tc, (uint64_t)i)), v[i], t);
  return t;
}

/* Display of an integer v (a bit-vector of its type's width) with an optional width (0: none),
 * zero padding (zero) or the fill byte before the sign. Returns 0, or -1 (a width over 64 bits). */
static int integer(term_ctx *tc, term_ref v, int is_signed, long width, int zero, unsigned fill, piece *out, arena *a) {
  unsigned w = term_sort_width(tc, term_sort_of(tc, v));
  if (w > 64) return -1;
  int d = w <= 8 ? 3 : w <= 16 ? 5 : w <= 32 ? 10 : 20; /* digits of the largest magnitude */
  term_ref neg = is_signed ? term_mk2(tc, OP_BVSLT, v, term_bv(tc, w, 0)) : term_false(tc);
  /* the magnitude as unsigned: -MIN is MIN, whose unsigned value is the magnitude */
  term_ref mag = is_signed ? term_ite(tc, neg, term_mk1(tc, OP_BVNEG, v), v) : v;
  if (w < 64) mag = term_zext(tc, 64 - w, mag);
  term_ref *dig = arena_alloc(a, sizeof(term_ref) * (size_t)d);
  /* zero padding to a width the value never passes (an unsigned value below 10^width by its
   * shape: `v % 10u64.pow(digits)` shown by {:0digits$}): exactly width digits, each the digit of
   * its place, no symbolic position */
  uint64_t ub, p10w = 1;
  int fits = zero && !is_signed && width > 0 && width <= 19 && rs_term_ub(tc, v, &ub);
  for (long i = 0; fits && i < width; i++) p10w *= 10;
  if (fits && ub < p10w) {
    out->len = k64(tc, (uint64_t)width), out->max = (int)width;
    out->b = arena_alloc(a, sizeof(term_ref) * (size_t)(width + 1));
    uint64_t pp = 1;
    for (long i = width - 1; i >= 0; i--, pp *= 10)
      out->b[i] = term_mk2(tc, OP_BVADD, term_extract(tc, 7, 0, term_mk2(tc, OP_BVUREM, term_mk2(tc, OP_BVUDIV, mag, k64(tc, pp)), k64(tc, 10))), k8(tc, '0'));
    return 0;
  }
  term_ref ndig = k64(tc, 1);
  uint64_t p10 = 1;
  for (int i = 0; i < d; i++) {
    if (i) ndig = term_mk2(tc, OP_BVADD, ndig, term_ite(tc, term_mk2(tc, OP_BVUGE, mag, k64(tc, p10)), k64(tc, 1), k64(tc, 0)));
    term_ref q = term_mk2(tc, OP_BVUDIV, mag, k64(tc, p10));
    dig[i] = term_mk2(tc, OP_BVADD, term_extract(tc, 7, 0, term_mk2(tc, OP_BVUREM, q, k64(tc, 10))), k8(tc, '0'));
    if (i + 1 < d) p10 *= 10;
  }
  term_ref body = term_mk2(tc, OP_BVADD, ndig, term_ite(tc, neg, k64(tc, 1), k64(tc, 0)));
  term_ref total = width ? term_ite(tc, term_mk2(tc, OP_BVULT, body, k64(tc, (uint64_t)width)), k64(tc, (uint64_t)width), body) : body;
  int max = d + is_signed;
  if (width > max) max = (int)width;
  out->len = total, out->max = max;
  out->b = arena_alloc(a, sizeof(term_ref) * (size_t)(max + 1));
  term_ref start = term_mk2(tc, OP_BVSUB, total, body); /* where the sign (or first digit) stands */
  for (int p = 0; p < max; p++) {
    term_ref pp = k64(tc, (uint64_t)p);
    term_ref r = term_mk2(tc, OP_BVSUB, term_mk2(tc, OP_BVSUB, total, k64(tc, 1)), pp); /* digit index from the right */
    term_ref digit = at(tc, dig, d, r);
    if (zero)
      out->b[p] = term_ite(tc, term_and2(tc, neg, term_eq(tc, pp, k64(tc, 0))), k8(tc, '-'),
                           term_ite(tc, term_mk2(tc, OP_BVULT, r, ndig), digit, k8(tc, '0')));
    else
      out->b[p] = term_ite(tc, term_mk2(tc, OP_BVULT, pp, start), k8(tc, fill),
                           term_ite(tc, term_and2(tc, neg, term_eq(tc, pp, start)), k8(tc, '-'), digit));
  }
  return 0;
}

/* The item list after the template: " kind<type>" each, a text's "[n]" after it. */
typedef struct item {
  char kind[16], type[16];
  int n; /* a text's bytes; 0 otherwise */
  int first; /* its first argument */
} item;

static int items_of(const char *s, item *it, int cap, int nargs) {
  int k = 0, arg = 0;
  while (*s == ' ') {
    if (k == cap) return -1;
    item *x = &it[k];
    memset(x, 0, sizeof *x);
    if (sscanf(s, " %15[a-z_]<%15[a-z0-9]>", x->kind, x->type) != 2) return -1;
    s = strchr(s, '>') + 1;
    if (*s == '[') {
      x->n = atoi(s + 1);
      s = strchr(s, ']');
      if (!s || x->n <= 0) return -1;
      s++;
    }
    x->first = arg;
    arg += x->n ? 1 + x->n : 1;
    k++;
  }
  return *s || arg != nargs ? -1 : k;
}

static int int_type(const char *t, int *is_signed) {
  static const char *const ok[] = {"i8", "i16", "i32", "i64", "isize", "u8", "u16", "u32", "u64", "usize"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (!strcmp(t, ok[i])) return *is_signed = t[0] == 'i', 1;
  return 0;
}

static unsigned rd16(const unsigned char *p) { return (unsigned)p[0] | ((unsigned)p[1] << 8); }

static int record(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a, int *most_out);

/* "cat N1 L1 W1W2" (rs_symio.c: a line written in pieces): W1 (L1 characters) over the first N1
 * arguments, then W2 over the rest, its bytes after W1's. */
static int joined(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a, int *most_out) {
  int n1, l1, k = 0;
  if (sscanf(e->what, "cat %d %d %n", &n1, &l1, &k) != 2 || !k || n1 < 0 || n1 > e->nargs || l1 < 0 || (size_t)l1 > strlen(e->what + k))
    return -1;
  rel_out_event e1 = *e, e2 = *e;
  e1.what = arena_strndup(a, e->what + k, (size_t)l1), e1.nargs = n1;
  e2.what = e->what + k + l1, e2.nargs = e->nargs - n1, e2.args = e->args + n1;
  term_ref l1t, l2t, *b1 = arena_alloc(a, sizeof(term_ref) * (size_t)(cap + 1)), *b2 = arena_alloc(a, sizeof(term_ref) * (size_t)(cap + 1));
  int m1, m2;
  if (record(&e1, tc, cap, &l1t, b1, a, &m1) != 1 || record(&e2, tc, cap, &l2t, b2, a, &m2) != 1 || m1 + m2 > cap) return -1;
  for (int q = 0; q < cap; q++) {
    term_ref qq = k64(tc, (uint64_t)q);
    bytes[q] = term_ite(tc, term_mk2(tc, OP_BVULT, qq, l1t), b1[q], at(tc, b2, m2, term_mk2(tc, OP_BVSUB, qq, l1t)));
  }
  *len = term_mk2(tc, OP_BVADD, l1t, l2t);
  *most_out = m1 + m2;
  return 1;
}

int rs_record_text(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a) {
  int most;
  return record(e, tc, cap, len, bytes, a, &most);
}

int rs_record_text_most(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, int *most, arena *a) {
  return record(e, tc, cap, len, bytes, a, most);
}

/* rs_record_text, saying the most bytes the text holds (*most_out) */
static int record(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a, int *most_out) {
  const char *w = e->what;
  if (!w) return -1;
  if (!strcmp(w, "create")) return 0;
  if (!strncmp(w, "cat ", 4)) return joined(e, tc, cap, len, bytes, a, most_out);
  int nb;
  char end;
  if (sscanf(w, "bytes[%d]%c", &nb, &end) == 1) {
    /* write_all of a sequence of bytes (rs_symio.c): its length, then its nb bytes */
    if (nb < 0 || e->nargs != nb + 1) return -1;
    int most = nb;
    if (term_is_const(tc, e->args[0]) && term_bv_value(tc, e->args[0]) < (uint64_t)nb) most = (int)term_bv_value(tc, e->args[0]);
    if (most > cap) return -1;
    for (int q = 0; q < cap; q++) bytes[q] = q < most ? e->args[1 + q] : k8(tc, 0);
    *len = e->args[0];
    *most_out = most;
    return 1;
  }
  int is_text = !strncmp(w, "text ", 5);
  if (!is_text && strncmp(w, "fmt ", 4)) return -1;
  const char *h = w + (is_text ? 5 : 4);
  size_t hn = strspn(h, "0123456789abcdef");
  if (hn % 2) return -1;
  unsigned char *t = arena_alloc(a, hn / 2 + 1);
  if (hexbytes(h, hn / 2, t) < 0) return -1;
  size_t tn = hn / 2;
  piece *ps = arena_alloc(a, sizeof(piece) * (tn + 2));
  int np = 0;
  if (is_text) {
    if (h[hn] || e->nargs) return -1;
    ps[np++] = constant(tc, t, (int)tn, a);
  } else {
    item it[16];
    int ni = items_of(h + hn, it, 16, e->nargs);
    if (ni < 0) return -1;
    size_t i = 0;
    int next = 0;
    while (i < tn) {
      unsigned c = t[i++];
      if (c == 0) break;
      if (c < 128) {
        if (i + c > tn) return -1;
        ps[np++] = constant(tc, t + i, (int)c, a), i += c;
        continue;
      }
      if (c == 128) {
        if (i + 2 > tn || i + 2 + rd16(t + i) > tn) return -1;
        ps[np++] = constant(tc, t + i + 2, (int)rd16(t + i), a), i += 2 + rd16(t + i);
        continue;
      }
      /* a placeholder: flags, width, precision and index as present; a precision from an
       * argument: not here */
      if (c < 0xc0 || (c & 0x20)) return -1;
      uint32_t flags = ' ' | (3u << 29);
      long width = 0, idx = -1;
      size_t need = 4 * (c & 1) + 2 * ((c >> 1) & 1) + 2 * ((c >> 2) & 1) + 2 * ((c >> 3) & 1);
      if (i + need > tn) return -1;
      if (c & 1) flags = (uint32_t)t[i] | ((uint32_t)t[i + 1] << 8) | ((uint32_t)t[i + 2] << 16) | ((uint32_t)t[i + 3] << 24), i += 4;
      if (c & 2) width = rd16(t + i), i += 2;
      if (c & 4) return -1; /* a precision */
      if (c & 8) idx = rd16(t + i), i += 2;
      if (!((flags >> 27) & 1)) width = 0;
      else if (c & 0x10) {
        /* a width given by an argument ({:0width$}): the index of an Argument::from_usize, whose
         * value must be a constant (rs_fmt.c reads it so) */
        if (width >= ni || strcmp(it[width].kind, "count") || !term_is_const(tc, e->args[it[width].first])) return -1;
        uint64_t wv = (uint64_t)term_bv_value(tc, e->args[it[width].first]);
        if (wv > 4096) return -1;
        width = (long)wv;
      }
      unsigned fill = flags & 0x1fffff, align = (flags >> 29) & 3;
      /* '+', '-', '#', the debug hex flags, a precision, a fill that is not one ASCII byte, an
       * alignment other than the default or right: not rendered */
      if ((flags & (0xffu << 21) & ~((1u << 24) | (1u << 27))) || fill > 0x7f) return -1;
      if (idx < 0) idx = next++;
      if (idx >= ni || strcmp(it[idx].kind, "display")) return -1;
      const item *x = &it[idx];
      const term_ref *av = e->args + x->first;
      int sg;
      if (!strcmp(x->type, "str")) {
        if ((flags >> 24) & 1) return -1;
        /* a text of a constant length (a slice by a constant range of a longer line) holds that
         * many bytes, not its capacity: the record's bound is then its real width */
        int n = x->n;
        if (term_is_const(tc, av[0]) && (uint64_t)term_bv_value(tc, av[0]) < (uint64_t)n) n = (int)term_bv_value(tc, av[0]);
        if (width) {
          /* Formatter::pad: a width counts chars; padded here only where they are known, a
           * constant text of ASCII bytes (left by default, the fill around it) */
          if (!term_is_const(tc, av[0]) || (uint64_t)term_bv_value(tc, av[0]) > (uint64_t)x->n) return -1;
          for (int j = 0; j < n; j++)
            if (!term_is_const(tc, av[1 + j]) || term_bv_value(tc, av[1 + j]) >= 0x80) return -1;
          long padn = width > n ? width - n : 0;
          int al = align == 3 ? 0 : (int)align;
          long pre = al == 0 ? 0 : al == 1 ? padn : padn / 2;
          piece p = {k64(tc, (uint64_t)(n + padn)), (int)(n + padn), arena_alloc(a, sizeof(term_ref) * (size_t)(n + padn + 1))};
          for (long j = 0; j < n + padn; j++) p.b[j] = j < pre || j >= pre + n ? k8(tc, fill) : av[1 + (j - pre)];
          ps[np++] = p;
          continue;
        }
        piece p = {av[0], n, arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1))};
        for (int j = 0; j < n; j++) p.b[j] = av[1 + j];
        ps[np++] = p;
      } else if (int_type(x->type, &sg)) {
        /* an integer: right-aligned by default; another alignment is not rendered */
        if (align != 3 && align != 1) return -1;
        if (integer(tc, av[0], sg, width, (flags >> 24) & 1, fill, &ps[np++], a) < 0) return -1;
      } else {
        return -1;
      }
    }
    if (i < tn && t[i - 1] != 0) return -1;
  }
  /* the pieces one after the other: output byte q is piece s's byte q - off_s where it falls in it */
  int most = 0;
  for (int s = 0; s < np; s++) most += ps[s].max;
  if (most > cap) return -1;
  term_ref *off = arena_alloc(a, sizeof(term_ref) * (size_t)(np + 1));
  off[0] = k64(tc, 0);
  for (int s = 0; s < np; s++) off[s + 1] = term_mk2(tc, OP_BVADD, off[s], ps[s].len);
  for (int q = 0; q < cap; q++) {
    term_ref b = k8(tc, 0), qq = k64(tc, (uint64_t)q);
    for (int s = np - 1; s >= 0; s--) {
      term_ref in = term_and2(tc, term_mk2(tc, OP_BVULE, off[s], qq), term_mk2(tc, OP_BVULT, qq, off[s + 1]));
      b = term_ite(tc, in, at(tc, ps[s].b, ps[s].max, term_mk2(tc, OP_BVSUB, qq, off[s])), b);
    }
    bytes[q] = b;
  }
  *len = off[np];
  *most_out = most;
  return 1;
}
