/* rs_heap.c — models of Vec<T>, String, str, slices and Box as rustc's MIR calls them, written from
 * std's documentation (alloc::vec, alloc::string, core::slice, core::str) and checked against
 * rustc-built binaries (tests/rust/run). A Vec and a String hold their buffer inline (rs_val.h);
 * `&v[..]`, `v.as_slice()` and Deref make a slice reference into it. Panic messages are std's
 * (`index out of bounds: the len is 3 but the index is 7`, `removal index (is 5) should be < len
 * (is 3)`, ...). Capacity is not observable here: `capacity()` is not modelled (unsupported). */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_heap.h"
#include "lang/rust/rs_iter.h"

#define ends rs_path_ends

/* ---------- buffers ---------- */

rs_val rh_vec(rx *x, long cap) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_VEC;
  v.cap = cap > 0 && cap < 4096 ? cap : 4;
  v.items = arena_alloc(x->a, sizeof(rs_val) * (size_t)v.cap);
  return v;
}

static void vec_reserve(rx *x, rs_val *v, long n) {
  if (n <= v->cap && v->items) return;
  long cap = v->cap > 0 ? v->cap : 4;
  while (cap < n) cap *= 2;
  rs_val *items = arena_alloc(x->a, sizeof(rs_val) * (size_t)cap);
  if (v->n) memcpy(items, v->items, sizeof(rs_val) * (size_t)v->n);
  v->items = items;
  v->cap = cap;
}

void rh_push(rx *x, rs_val *vec, const rs_val *item) {
  vec_reserve(x, vec, vec->n + 1);
  vec->items[vec->n++] = *item;
}

rs_val rh_string(rx *x, const char *s, long n) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_STRING;
  v.cap = n + 8;
  char *b = arena_alloc(x->a, (size_t)v.cap + 1);
  if (n) memcpy(b, s, (size_t)n);
  b[n] = 0;
  v.str = b;
  v.len = n;
  return v;
}

void rh_append(rx *x, rs_val *st, const char *s, long n) {
  if (st->len + n > st->cap) {
    long cap = (st->len + n) * 2 + 8;
    char *b = arena_alloc(x->a, (size_t)cap + 1);
    if (st->len) memcpy(b, st->str, (size_t)st->len);
    st->str = b;
    st->cap = cap;
  }
  memcpy((char *)st->str + st->len, s, (size_t)n);
  st->len += n;
  ((char *)st->str)[st->len] = 0;
}

static int utf8_enc(uint64_t cp, char *b) {
  if (cp < 0x80) { b[0] = (char)cp; return 1; }
  if (cp < 0x800) { b[0] = (char)(0xc0 | (cp >> 6)); b[1] = (char)(0x80 | (cp & 0x3f)); return 2; }
  if (cp < 0x10000) {
    b[0] = (char)(0xe0 | (cp >> 12)); b[1] = (char)(0x80 | ((cp >> 6) & 0x3f)); b[2] = (char)(0x80 | (cp & 0x3f));
    return 3;
  }
  b[0] = (char)(0xf0 | (cp >> 18)); b[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
  b[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); b[3] = (char)(0x80 | (cp & 0x3f));
  return 4;
}

void rh_push_char(rx *x, rs_val *str, uint64_t cp) {
  char b[4];
  rh_append(x, str, b, utf8_enc(cp, b));
}

int rh_items(const rs_val *v, rs_val **items, long *len) {
  if (v->k == V_REF && v->len >= 0 && v->tgt) {
    *items = v->tgt->items + v->off;
    *len = v->len;
    return 1;
  }
  v = rv_deref(v);
  if (v->k == V_VEC || v->k == V_ARRAY) {
    *items = v->items;
    *len = v->n;
    return 1;
  }
  if (v->k == V_REF && v->len >= 0 && v->tgt) return rh_items(v, items, len);
  return 0;
}

int rh_bytes(const rs_val *v, const char **s, long *len) {
  v = rv_deref(v);
  if (v->k == V_STR || v->k == V_STRING) {
    *s = v->str ? v->str : "";
    *len = v->len;
    return 1;
  }
  return 0;
}

/* ---------- equality and order ---------- */

static int scalar_cmp(const rs_val *a, const rs_val *b) {
  if (a->k == V_INT && a->s) return (int64_t)a->bits < (int64_t)b->bits ? -1 : (int64_t)a->bits > (int64_t)b->bits;
  return a->bits < b->bits ? -1 : a->bits > b->bits;
}

int rh_cmp(const rs_val *a, const rs_val *b) {
  const char *sa, *sb;
  long la, lb;
  rs_val *ia, *ib;
  if (a->k == V_REF && a->len < 0) a = rv_deref(a);
  if (b->k == V_REF && b->len < 0) b = rv_deref(b);
  if ((a->k == V_INT || a->k == V_BOOL || a->k == V_CHAR) && a->k == b->k) return scalar_cmp(a, b);
  if (a->k == V_UNIT && b->k == V_UNIT) return 0;
  if (rh_bytes(a, &sa, &la) && rh_bytes(b, &sb, &lb)) {
    /* str's Ord is the bytes' lexicographic order (UTF-8 keeps code point order) */
    long m = la < lb ? la : lb;
    int c = m ? memcmp(sa, sb, (size_t)m) : 0;
    if (c) return c < 0 ? -1 : 1;
    return la < lb ? -1 : la > lb;
  }
  if (a->k == V_TUPLE && b->k == V_TUPLE && a->n == b->n) {
    for (int i = 0; i < a->n; i++) {
      int c = rh_cmp(&a->items[i], &b->items[i]);
      if (c) return c;
    }
    return 0;
  }
  if (rh_items(a, &ia, &la) && rh_items(b, &ib, &lb)) {
    for (long i = 0; i < la && i < lb; i++) {
      int c = rh_cmp(&ia[i], &ib[i]);
      if (c) return c;
    }
    return la < lb ? -1 : la > lb;
  }
  {
    /* a byte string literal (held as its bytes) against a slice of u8 values, either side */
    int sw = rh_items(b, &ib, &lb) && rv_deref(a)->k == V_STR && rh_bytes(a, &sa, &la);
    if (sw || (rh_items(a, &ia, &la) && rv_deref(b)->k == V_STR && rh_bytes(b, &sb, &lb))) {
      rs_val *iv = sw ? ib : ia;
      const char *bs = sw ? sa : sb;
      long li = sw ? lb : la, ls = sw ? la : lb;
      for (long i = 0; i < li && i < ls; i++) {
        const rs_val *e = rv_deref(&iv[i]);
        if (e->k != V_INT || e->w != 8) return -2;
        unsigned char u = (unsigned char)bs[i];
        if (e->bits != u) return (e->bits < u ? -1 : 1) * (sw ? -1 : 1);
      }
      return li == ls ? 0 : (li < ls ? -1 : 1) * (sw ? -1 : 1);
    }
  }
  /* std's ADTs only: a struct or enum of the file may have its own PartialEq/Ord */
  if (a->k == V_ADT && b->k == V_ADT && a->adt == b->adt &&
      (rv_is_adt(a, "Option") || rv_is_adt(a, "Result") || rv_is_adt(a, "Ordering"))) {
    if (a->var != b->var) return a->var < b->var ? -1 : 1;
    for (int i = 0; i < a->n && i < b->n; i++) {
      int c = rh_cmp(&a->items[i], &b->items[i]);
      if (c) return c;
    }
    return 0;
  }
  return -2;
}

int rh_eq(const rs_val *a, const rs_val *b) { return rh_cmp(a, b) == 0; }

/* Whether std's own PartialEq/PartialOrd decide v (a value of scalars, strings, tuples, arrays,
 * Vecs, slices and Options of those): a struct or enum of the file may have its own impl, which
 * structural comparison would not be. */
static int plain(const rs_val *v, int depth) {
  if (depth > 64) return 0;
  if (v->k == V_REF) {
    if (!v->tgt) return 0;
    if (v->len >= 0) {
      for (long i = 0; i < v->len; i++)
        if (!plain(&v->tgt->items[v->off + i], depth + 1)) return 0;
      return 1;
    }
    return plain(v->tgt, depth + 1);
  }
  switch (v->k) {
    case V_INT: case V_BOOL: case V_CHAR: case V_UNIT: case V_STR: case V_STRING: return 1;
    case V_ADT:
      if (!rv_is_adt(v, "Option") && !rv_is_adt(v, "Result") && !rv_is_adt(v, "Ordering")) return 0;
      /* fall through */
    case V_TUPLE: case V_ARRAY: case V_VEC:
      for (int i = 0; i < v->n; i++)
        if (!plain(&v->items[i], depth + 1)) return 0;
      return 1;
    default: return 0;
  }
}

/* ---------- panics ---------- */

static int oob(rx *x, long len, uint64_t idx) {
  rx_panic(x, arena_printf(x->a, "index out of bounds: the len is %ld but the index is %llu", len, (unsigned long long)idx));
  return -1;
}

/* The window start..end of a slice of length len for a Range* index value r (Range, RangeTo,
 * RangeFrom, RangeInclusive, RangeFull); the panics of core::slice::index. */
static int range_window(rx *x, const rs_val *r, long len, long *from, long *to, const char *loc) {
  uint64_t s = 0, e = (uint64_t)len;
  int incl = 0;
  const char *nm = r->k == V_ADT && r->adt ? r->adt->name : "";
  if (!strcmp(nm, "Range") && r->n >= 2) s = r->items[0].bits, e = r->items[1].bits;
  else if (!strcmp(nm, "RangeTo") && r->n >= 1) e = r->items[0].bits;
  else if (!strcmp(nm, "RangeFrom") && r->n >= 1) s = r->items[0].bits;
  else if (!strcmp(nm, "RangeToInclusive") && r->n >= 1) {
    if (r->items[0].bits == UINT64_MAX) { rx_panic(x, "attempted to index slice up to maximum usize"); return -1; }
    e = r->items[0].bits + 1;
    incl = 1;
  } else if (!strcmp(nm, "RangeInclusive") && r->n >= 3) {
    if (r->items[1].bits == UINT64_MAX) { rx_panic(x, "attempted to index slice up to maximum usize"); return -1; }
    s = r->items[0].bits, e = r->items[1].bits + 1;
    incl = 1;
    if (r->items[2].bits) s = e; /* exhausted: empty at end + 1 */
  } else if (r->k != V_UNIT && strcmp(nm, "RangeFull")) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "an index of this kind");
    return -1;
  }
  /* core::slice::index's order of checks: the start, then the end (an inclusive range names its
   * last index), then the order */
  if (s > (uint64_t)len) {
    rx_panic(x, arena_printf(x->a, "range start index %llu out of range for slice of length %ld", (unsigned long long)s, len));
    return -1;
  }
  if (e > (uint64_t)len) {
    rx_panic(x, arena_printf(x->a, "range end index %llu out of range for slice of length %ld", (unsigned long long)(e - (uint64_t)incl),
                             len));
    return -1;
  }
  if (s > e) {
    rx_panic(x, arena_printf(x->a, "slice index starts at %llu but ends at %llu", (unsigned long long)s, (unsigned long long)e));
    return -1;
  }
  *from = (long)s, *to = (long)e;
  return 0;
}

/* A slice reference to items[off..off+len) of the Vec or array *base. */
static rs_val slice_ref(rs_val *base, long off, long len) {
  rs_val r;
  memset(&r, 0, sizeof r);
  r.k = V_REF;
  r.tgt = base;
  r.off = off;
  r.len = len;
  return r;
}

/* The slice value the argument is, as a reference into its base (for sub-slicing). */
static int as_window(const rs_val *v, rs_val **base, long *off, long *len) {
  if (v->k == V_REF && v->len >= 0 && v->tgt) { *base = v->tgt; *off = v->off; *len = v->len; return 1; }
  const rs_val *d = rv_deref(v);
  if (d->k == V_VEC || d->k == V_ARRAY) { *base = (rs_val *)d; *off = 0; *len = d->n; return 1; }
  if (d->k == V_REF && d->len >= 0 && d->tgt) return as_window(d, base, off, len);
  return 0;
}

static rs_val str_ref(const char *s, long n) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_STR;
  v.str = s;
  v.len = n;
  return v;
}

/* The thing a Vec method's first argument (&Vec / &mut Vec) names. */
static rs_val *vec_of(rs_val *a) {
  rs_val *v = a;
  while (v->k == V_REF && v->len < 0 && v->tgt) v = v->tgt;
  return v->k == V_VEC ? v : NULL;
}

static rs_val *string_of(rs_val *a) {
  rs_val *v = a;
  while (v->k == V_REF && v->len < 0 && v->tgt) v = v->tgt;
  return v->k == V_STRING ? v : NULL;
}

static int is_ws(uint64_t cp) {
  /* char::is_whitespace: Unicode White_Space */
  return (cp >= 9 && cp <= 13) || cp == ' ' || cp == 0x85 || cp == 0xa0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) ||
         cp == 0x2028 || cp == 0x2029 || cp == 0x202f || cp == 0x205f || cp == 0x3000;
}

static uint64_t dec_at(const unsigned char *s, long n, long i, int *k) {
  unsigned char c = s[i];
  int m = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
  if (i + m > n) m = 1;
  *k = m;
  if (m == 1) return c;
  if (m == 2) return ((uint64_t)(c & 0x1f) << 6) | (s[i + 1] & 0x3f);
  if (m == 3) return ((uint64_t)(c & 0x0f) << 12) | ((uint64_t)(s[i + 1] & 0x3f) << 6) | (s[i + 2] & 0x3f);
  return ((uint64_t)(c & 0x07) << 18) | ((uint64_t)(s[i + 1] & 0x3f) << 12) | ((uint64_t)(s[i + 2] & 0x3f) << 6) | (s[i + 3] & 0x3f);
}

/* The start of the code point that ends at byte end (end > 0). */
static long cp_start(const unsigned char *s, long end) {
  long i = end - 1;
  while (i > 0 && (s[i] & 0xc0) == 0x80) i--;
  return i;
}

int rh_is_ws(uint64_t cp) { return is_ws(cp); }
uint64_t rh_decode(const unsigned char *s, long n, long i, int *k) { return dec_at(s, n, i, k); }

/* Whether a is a str pattern (&str, &String, char) and its bytes. */
static int pattern(const rs_val *a, char *buf, const char **p, long *n) {
  const rs_val *d = rv_deref(a);
  if (d->k == V_CHAR) { *n = utf8_enc(d->bits, buf); *p = buf; return 1; }
  return rh_bytes(a, p, n);
}

/* Whether the code point cp matches the char pattern pat (a char, or a closure FnMut(char) -> bool
 * called on it: std's CharPredicateSearcher). Returns 1 or 0, -1 when the run stopped, -2 when pat
 * is neither. */
static int char_pat(rx *x, rs_val *pat, uint64_t cp, const char *loc) {
  rs_val *d = pat;
  while (d->k == V_REF && d->len < 0 && d->tgt && d->tgt->k == V_CLOS) d = d->tgt;
  if (d->k == V_CHAR) return d->bits == cp;
  if (d->k != V_CLOS) return -2;
  rs_val c, r;
  memset(&c, 0, sizeof c);
  c.k = V_CHAR;
  c.bits = cp;
  if (rx_call_closure(x, d, &c, 1, &r, loc) < 0) return -1;
  if (r.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a char predicate that did not return a bool"); return -1; }
  return (int)r.bits;
}

/* str::trim_start_matches, trim_end_matches, trim_matches (str/pattern.rs): a char or char
 * predicate is tried on the code points from the front until one is rejected, then (trim_matches)
 * from the back down to that one, so a predicate sees the code points in std's order; a str
 * pattern (not for trim_matches, which rustc refuses for it) is removed while it is a prefix or a
 * suffix, an empty one never. *b and *e bound the result. Returns 1, 0 when the pattern is not
 * modelled (a char array or slice), -1 when the run stopped. */
static int trim_pat(rx *x, const char *m, rs_val *pat, const unsigned char *u, long len, long *b, long *e, const char *loc) {
  int front = strcmp(m, "trim_end_matches") != 0, back = strcmp(m, "trim_start_matches") != 0;
  const char *p;
  long pn;
  int k, r;
  *b = 0, *e = len;
  const rs_val *d = rv_deref(pat);
  if (d->k != V_CHAR && d->k != V_CLOS && rh_bytes(pat, &p, &pn)) {
    if (front && back) return 0;
    if (pn == 0) return 1;
    if (front)
      while (*e - *b >= pn && !memcmp(u + *b, p, (size_t)pn)) *b += pn;
    else
      while (*e - *b >= pn && !memcmp(u + *e - pn, p, (size_t)pn)) *e -= pn;
    return 1;
  }
  if (front) {
    while (*b < len) {
      uint64_t cp = dec_at(u, len, *b, &k);
      if ((r = char_pat(x, pat, cp, loc)) < 0) return r == -2 ? 0 : -1;
      if (!r) break;
      *b += k;
    }
    /* all matched: the empty str at the end for trim_start_matches, at the start for trim_matches */
    if (*b == len) { if (back) *b = 0, *e = 0; return 1; }
  }
  if (back) {
    long lo = front ? *b + k : 0;  /* the front's rejected code point is not tried again */
    long end = len;
    while (end > lo) {
      long st = cp_start(u, end);
      uint64_t cp = dec_at(u, len, st, &k);
      if ((r = char_pat(x, pat, cp, loc)) < 0) return r == -2 ? 0 : -1;
      if (!r) break;
      end = st;
    }
    *e = end;
  }
  return 1;
}

/* &s[r] for a str s[0..len) and a Range* value r: the byte window, with the panics of
 * core::str's slicing (checked against rustc 1.95's binaries: an out-of-bounds start, then end;
 * then begin > end; then a start, then an end, that is not a char boundary; the text shown is cut
 * to 256 bytes at a char boundary, "[...]" after). An inclusive range names its last index when
 * out of bounds, and one past it otherwise. */
static int str_index(rx *x, const char *s, long len, const rs_val *r, rs_val *out, const char *loc);

/* str::get(range): the window, or None where indexing would panic (SliceIndex::get) */
static int str_get(rx *x, const char *s, long len, const rs_val *r, rs_val *out, const char *loc) {
  const char *nm = r->k == V_ADT && r->adt ? r->adt->name : "";
  uint64_t b = 0, e = (uint64_t)len;
  if (!strcmp(nm, "Range") && r->n >= 2) b = r->items[0].bits, e = r->items[1].bits;
  else if (!strcmp(nm, "RangeTo") && r->n >= 1) e = r->items[0].bits;
  else if (!strcmp(nm, "RangeFrom") && r->n >= 1) b = r->items[0].bits;
  else if (r->k != V_UNIT && strcmp(nm, "RangeFull")) return 0;
  const unsigned char *u = (const unsigned char *)s;
  int ok = b <= e && e <= (uint64_t)len && (b == (uint64_t)len || (u[b] & 0xc0) != 0x80) &&
           (e == (uint64_t)len || (u[e] & 0xc0) != 0x80);
  if (!ok) { *out = rv_option(x, NULL); return 1; }
  rs_val w;
  if (str_index(x, s, len, r, &w, loc) < 0) return -1;
  *out = rv_option(x, &w);
  return 1;
}

static int str_index(rx *x, const char *s, long len, const rs_val *r, rs_val *out, const char *loc) {
  const unsigned char *u = (const unsigned char *)s;
  uint64_t b = 0, e = (uint64_t)len, shown_e;
  const char *nm = r->k == V_ADT && r->adt ? r->adt->name : "";
  int incl = 0;
  if (!strcmp(nm, "Range") && r->n >= 2) b = r->items[0].bits, e = r->items[1].bits;
  else if (!strcmp(nm, "RangeTo") && r->n >= 1) e = r->items[0].bits;
  else if (!strcmp(nm, "RangeFrom") && r->n >= 1) b = r->items[0].bits;
  else if (!strcmp(nm, "RangeToInclusive") && r->n >= 1) e = r->items[0].bits, incl = 1;
  else if (!strcmp(nm, "RangeInclusive") && r->n >= 3 && !r->items[2].bits) b = r->items[0].bits, e = r->items[1].bits, incl = 1;
  else if (r->k != V_UNIT && strcmp(nm, "RangeFull")) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "a str index of this kind");
    return -1;
  }
  shown_e = e;
  if (incl) {
    if (e == UINT64_MAX || (uint64_t)len < e + 1) {
      long cut = len;
      if (cut > 256)
        for (cut = 256; cut > 0 && (u[cut] & 0xc0) == 0x80; cut--) {}
      rx_panic(x, arena_printf(x->a, "%s byte index %llu is out of bounds of `%.*s`%s", b > (uint64_t)len ? "start" : "end",
                               (unsigned long long)(b > (uint64_t)len ? b : shown_e), (int)cut, s, cut < len ? "[...]" : ""));
      return -1;
    }
    e++;
  }
  long cut = len;
  if (cut > 256)
    for (cut = 256; cut > 0 && (u[cut] & 0xc0) == 0x80; cut--) {}
  const char *ell = cut < len ? "[...]" : "";
  if (b > (uint64_t)len || e > (uint64_t)len) {
    int st = b > (uint64_t)len;
    rx_panic(x, arena_printf(x->a, "%s byte index %llu is out of bounds of `%.*s`%s", st ? "start" : "end",
                             (unsigned long long)(st ? b : shown_e), (int)cut, s, ell));
    return -1;
  }
  if (b > e) {
    rx_panic(x, arena_printf(x->a, "begin > end (%llu > %llu) when slicing `%.*s`%s", (unsigned long long)b,
                             (unsigned long long)e, (int)cut, s, ell));
    return -1;
  }
  for (int k = 0; k < 2; k++) {
    long i = (long)(k ? e : b);
    if (i == len || (u[i] & 0xc0) != 0x80) continue;
    long st = cp_start(u, i);
    int kl;
    uint64_t cp = dec_at(u, len, st, &kl);
    rs_val ch = rv_int(cp, 32, 0);
    ch.k = V_CHAR;
    rx_panic(x, arena_printf(x->a, "%s byte index %ld is not a char boundary; it is inside %s (bytes %ld..%ld) of `%.*s`%s",
                             k ? "end" : "start", i, rs_val_debug(x->a, &ch), st, st + kl, (int)cut, s, ell));
    return -1;
  }
  *out = str_ref(s + b, (long)(e - b));
  return 1;
}

static int str_model(rx *x, const char *m, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  const char *s;
  long len;
  if (n < 1 || !rh_bytes(&a[0], &s, &len)) return 0;
  const unsigned char *u = (const unsigned char *)s;
  (void)dty;
  (void)loc;
  if (!strcmp(m, "len") && n == 1) { *out = rv_int((uint64_t)len, 64, 0); return 1; }
  if (!strcmp(m, "is_empty") && n == 1) { *out = rv_bool(len == 0); return 1; }
  if (!strcmp(m, "get") && n == 2) return str_get(x, s, len, rv_deref(&a[1]), out, loc);
  if (!strcmp(m, "split_at") && n == 2 && rv_deref(&a[1])->k == V_INT) {
    /* (&s[..mid], &s[mid..]); mid past the end or inside a char panics with a message that shows
     * the text (core::str::slice_error_fail): not followed */
    uint64_t mid = rv_deref(&a[1])->bits;
    if (mid > (uint64_t)len || (mid < (uint64_t)len && (u[mid] & 0xc0) == 0x80)) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "the panic of str::split_at outside the text or a char");
      return -1;
    }
    rs_val t = rv_agg(x, V_TUPLE, 2);
    t.items[0] = str_ref(s, (long)mid);
    t.items[1] = str_ref(s + mid, len - (long)mid);
    *out = t;
    return 1;
  }
  if ((!strcmp(m, "trim") || !strcmp(m, "trim_start") || !strcmp(m, "trim_end")) && n == 1) {
    long b = 0, e = len;
    int k;
    if (strcmp(m, "trim_end"))
      while (b < e && is_ws(dec_at(u, len, b, &k))) b += k;
    if (strcmp(m, "trim_start"))
      while (e > b) {
        long st = cp_start(u, e);
        if (!is_ws(dec_at(u, len, st, &k))) break;
        e = st;
      }
    *out = str_ref(s + b, e - b);
    return 1;
  }
  if ((!strcmp(m, "trim_start_matches") || !strcmp(m, "trim_end_matches") || !strcmp(m, "trim_matches")) && n == 2) {
    long b, e;
    int r = trim_pat(x, m, &a[1], u, len, &b, &e, loc);
    if (r == 1) *out = str_ref(s + b, e - b);
    return r;
  }
  if ((!strcmp(m, "strip_prefix") || !strcmp(m, "strip_suffix")) && n == 2) {
    /* Some(the rest) when the str or char pattern is a prefix (suffix), else None */
    char buf[4];
    const char *p;
    long pn;
    if (rv_deref(&a[1])->k == V_CLOS || !pattern(&a[1], buf, &p, &pn)) return 0;
    int pre = m[6] == 'p';
    if (pn > len || memcmp(pre ? s : s + len - pn, p, (size_t)pn)) { *out = rv_option(x, NULL); return 1; }
    rs_val rest = pre ? str_ref(s + pn, len - pn) : str_ref(s, len - pn);
    *out = rv_option(x, &rest);
    return 1;
  }
  if ((!strcmp(m, "starts_with") || !strcmp(m, "ends_with") || !strcmp(m, "contains")) && n == 2) {
    char buf[4];
    const char *p;
    long pn;
    if (!pattern(&a[1], buf, &p, &pn)) return 0;
    int r = 0;
    if (pn <= len) {
      if (m[0] == 's') r = !memcmp(s, p, (size_t)pn);
      else if (m[0] == 'e') r = !memcmp(s + len - pn, p, (size_t)pn);
      else for (long i = 0; i + pn <= len && !r; i++) r = !memcmp(s + i, p, (size_t)pn);
    }
    *out = rv_bool(r);
    return 1;
  }
  if ((!strcmp(m, "to_uppercase") || !strcmp(m, "to_lowercase") || !strcmp(m, "to_ascii_uppercase") ||
       !strcmp(m, "to_ascii_lowercase")) && n == 1) {
    int full = m[3] != 'a';
    rs_val r = rh_string(x, s, len);
    for (long i = 0; i < len; i++) {
      if (full && u[i] >= 0x80) {
        /* Unicode case mapping beyond ASCII is not modelled */
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "str::%s on text that is not ASCII", m);
        return -1;
      }
      char c = s[i];
      if (strstr(m, "upper") && c >= 'a' && c <= 'z') c = (char)(c - 32);
      if (strstr(m, "lower") && c >= 'A' && c <= 'Z') c = (char)(c + 32);
      ((char *)r.str)[i] = c;
    }
    *out = r;
    return 1;
  }
  if (!strcmp(m, "repeat") && n == 2 && a[1].k == V_INT) {
    if (a[1].bits > 0 && (uint64_t)len * a[1].bits > ((uint64_t)1 << 26)) {
      rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "a string beyond the memory bound");
      return -1;
    }
    rs_val r = rh_string(x, "", 0);
    for (uint64_t i = 0; i < a[1].bits; i++) rh_append(x, &r, s, len);
    *out = r;
    return 1;
  }
  if (!strcmp(m, "as_bytes") && n == 1) {
    /* &[u8] over a fresh array of the bytes (a str is never written through) */
    rs_val *arr = arena_alloc(x->a, sizeof *arr);
    *arr = rv_agg(x, V_ARRAY, (int)len);
    for (long i = 0; i < len; i++) arr->items[i] = rv_int(u[i], 8, 0);
    *out = slice_ref(arr, 0, len);
    return 1;
  }
  return 0;
}

static int slice_model(rx *x, const char *m, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  rs_val *base, *it;
  long off, len;
  if (n == 1 && (!strcmp(m, "to_vec") || !strcmp(m, "to_owned")) && rv_deref(&a[0])->k == V_STR) {
    /* b"...".to_vec(): a byte string literal, held as its bytes */
    const rs_val *sv = rv_deref(&a[0]);
    rs_val v = rh_vec(x, sv->len);
    for (long i = 0; i < sv->len; i++) {
      rs_val c = rv_int((unsigned char)sv->str[i], 8, 0);
      rh_push(x, &v, &c);
    }
    *out = v;
    return 1;
  }
  if (n < 1 || !as_window(&a[0], &base, &off, &len)) return 0;
  it = base->items + off;
  if (!strcmp(m, "copy_from_slice") && n == 2) {
    /* core::slice::copy_from_slice: equal lengths, else its panic */
    rs_val *src;
    long sl;
    const char *bs;
    if (rv_deref(&a[1])->k == V_STR && rh_bytes(&a[1], &bs, &sl)) {
      if (sl != len) goto mismatch;
      for (long i = 0; i < len; i++) it[i] = rv_int((unsigned char)bs[i], 8, 0);
      *out = rv_unit();
      return 1;
    }
    if (!rh_items(&a[1], &src, &sl)) return 0;
    if (sl != len) goto mismatch;
    for (long i = 0; i < len; i++) it[i] = rv_copy(x, &src[i]);
    *out = rv_unit();
    return 1;
  mismatch:
    rx_panic(x, arena_printf(x->a, "copy_from_slice: source slice length (%ld) does not match destination slice length (%ld)", sl, len));
    return -1;
  }
  if (!strcmp(m, "binary_search_by") && n == 2) {
    /* core::slice::binary_search_by: halving `size` from `base`, the probe at base + size / 2
     * moving base unless Greater, then one last probe at base (the index it gives among equal
     * elements, and the order f is asked in, are core's) */
    long size = len, bs = 0;
    const rs_adt *ordd = rs_find_adt(x->p, "Ordering");
    rs_val res = rv_adt(x, rs_find_adt(x->p, "Result"), 0, 1);
    if (!size) {
      res.var = 1;
      res.items[0] = rv_int(0, 64, 0);
      *out = res;
      return 1;
    }
    int cmp = 0;
    for (int last = size <= 1;;) {
      long mid = last ? bs : bs + size / 2;
      rs_val e, r;
      memset(&e, 0, sizeof e);
      e.k = V_REF;
      e.tgt = &it[mid];
      e.len = -1;
      if (rx_call_closure(x, &a[1], &e, 1, &r, loc) < 0) return -1;
      if (r.k != V_ADT || r.adt != ordd) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "binary_search_by with a function not giving an Ordering"); return -1; }
      cmp = r.var - 1; /* Less -1, Equal 0, Greater 1 */
      if (last) break;
      if (cmp != 1) bs = mid;
      size -= size / 2;
      if (size <= 1) last = 1;
    }
    res.var = cmp == 0 ? 0 : 1;
    res.items[0] = rv_int((uint64_t)(bs + (cmp == -1)), 64, 0);
    *out = res;
    return 1;
  }
  if (!strcmp(m, "windows") && n == 2 && a[1].k == V_INT) {
    /* core::slice::windows: size 0 panics; the windows as a Vec of sub-slices, iterated */
    if (!a[1].bits) { rx_panic(x, "window size must be non-zero"); return -1; }
    long w = (long)a[1].bits, k = len >= w ? len - w + 1 : 0;
    rs_val v = rh_vec(x, k);
    for (long i = 0; i < k; i++) {
      rs_val sr = slice_ref(base, off + i, w);
      rh_push(x, &v, &sr);
    }
    *out = rs_iter_into(x, &v);
    return 1;
  }
  if ((!strcmp(m, "split_last") || !strcmp(m, "split_first")) && n == 1) {
    /* Some((&last, &rest)) / Some((&first, &rest)), None when empty (core::slice) */
    if (!len) { *out = rv_option(x, NULL); return 1; }
    int last = m[6] == 'l';
    rs_val pair = rv_agg(x, V_TUPLE, 2);
    memset(&pair.items[0], 0, sizeof pair.items[0]);
    pair.items[0].k = V_REF;
    pair.items[0].tgt = &it[last ? len - 1 : 0];
    pair.items[0].len = -1;
    pair.items[1] = slice_ref(base, last ? off : off + 1, len - 1);
    *out = rv_option(x, &pair);
    return 1;
  }
  if ((!strcmp(m, "join") && n == 2) || (!strcmp(m, "concat") && n == 1)) {
    /* [S]::join(sep) and concat for S a str or String (alloc's Join<&str>): the pieces with sep
     * between them; other element types are not modelled */
    const char *sep = "", *p;
    long sn = 0, pn;
    if (n == 1) {
      /* [&[T]]::concat (alloc's Concat<T>): the slices' elements in one Vec; a byte literal
       * piece (held as its bytes) gives u8s */
      if (dty && dty->k == RT_ADT && !strcmp(dty->name, "Vec")) {
        rs_val v = rh_vec(x, 0);
        for (long i = 0; i < len; i++) {
          rs_val *pi;
          long pl;
          if (rv_deref(&it[i])->k == V_STR && rh_bytes(&it[i], &p, &pn)) {
            for (long k = 0; k < pn; k++) { rs_val c = rv_int((unsigned char)p[k], 8, 0); rh_push(x, &v, &c); }
            continue;
          }
          if (!rh_items(&it[i], &pi, &pl)) return 0;
          for (long k = 0; k < pl; k++) { rs_val c = rv_copy(x, &pi[k]); rh_push(x, &v, &c); }
        }
        *out = v;
        return 1;
      }
    }
    if (n == 2 && !rh_bytes(&a[1], &sep, &sn)) return 0;
    for (long i = 0; i < len; i++)
      if (!rh_bytes(&it[i], &p, &pn)) return 0;
    rs_val r = rh_string(x, "", 0);
    for (long i = 0; i < len; i++) {
      if (i) rh_append(x, &r, sep, sn);
      rh_bytes(&it[i], &p, &pn);
      rh_append(x, &r, p, pn);
    }
    *out = r;
    return 1;
  }
  (void)dty;
  if (!strcmp(m, "len") && n == 1) { *out = rv_int((uint64_t)len, 64, 0); return 1; }
  if (!strcmp(m, "is_empty") && n == 1) { *out = rv_bool(len == 0); return 1; }
  if ((!strcmp(m, "first") || !strcmp(m, "first_mut")) && n == 1) { *out = rv_some_ref(x, len ? &it[0] : NULL); return 1; }
  if ((!strcmp(m, "last") || !strcmp(m, "last_mut")) && n == 1) { *out = rv_some_ref(x, len ? &it[len - 1] : NULL); return 1; }
  if ((!strcmp(m, "get") || !strcmp(m, "get_mut")) && n == 2) {
    const rs_val *k = &a[1];
    if (k->k == V_INT) { *out = rv_some_ref(x, k->bits < (uint64_t)len ? &it[k->bits] : NULL); return 1; }
    return 0;
  }
  if ((!strcmp(m, "get_unchecked") || !strcmp(m, "get_unchecked_mut")) && n == 2 && a[1].k == V_INT) {
    /* an index past the end is undefined behaviour (core::slice, "Safety"); a debug build's
     * precondition check aborts there */
    if (a[1].bits >= (uint64_t)len) {
      rx_wrong(x, REL_W_UB, loc, "%s with index %llu on a slice of %ld (undefined behaviour: unsafe precondition violated)", m,
               (unsigned long long)a[1].bits, len);
      return -1;
    }
    rs_val r;
    memset(&r, 0, sizeof r);
    r.k = V_REF;
    r.tgt = &it[a[1].bits];
    r.len = -1;
    *out = r;
    return 1;
  }
  if (!strcmp(m, "contains") && n == 2) {
    int found = 0;
    for (long i = 0; i < len && !found; i++) {
      int c = rh_cmp(&it[i], &a[1]);
      if (c == -2) return 0;
      found = c == 0;
    }
    *out = rv_bool(found);
    return 1;
  }
  if (!strcmp(m, "swap") && n == 3 && a[1].k == V_INT && a[2].k == V_INT) {
    uint64_t i = a[1].bits, j = a[2].bits;
    if (i >= (uint64_t)len) return oob(x, len, i);
    if (j >= (uint64_t)len) return oob(x, len, j);
    rs_val t = it[i];
    it[i] = it[j];
    it[j] = t;
    *out = rv_unit();
    return 1;
  }
  if (!strcmp(m, "reverse") && n == 1) {
    for (long i = 0; i < len / 2; i++) { rs_val t = it[i]; it[i] = it[len - 1 - i]; it[len - 1 - i] = t; }
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(m, "sort") || !strcmp(m, "sort_unstable")) && n == 1) {
    /* a stable insertion sort by Ord: the order std's sort gives (equal elements are
     * indistinguishable for sort_unstable's types that reach here: no user Ord impls) */
    for (long i = 1; i < len; i++) {
      if (--x->fuel < 0) { rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "fuel exhausted"); return -1; }
      rs_val k = it[i];
      long j = i - 1;
      for (; j >= 0; j--) {
        int c = rh_cmp(&it[j], &k);
        if (c == -2) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "sort of values without a modelled order"); return -1; }
        if (c <= 0) break;
        it[j + 1] = it[j];
      }
      it[j + 1] = k;
    }
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(m, "to_vec") || !strcmp(m, "to_owned")) && n == 1) {
    rs_val v = rh_vec(x, len);
    for (long i = 0; i < len; i++) { rs_val c = rv_copy(x, &it[i]); rh_push(x, &v, &c); }
    *out = v;
    return 1;
  }
  if (!strcmp(m, "fill") && n == 2) {
    for (long i = 0; i < len; i++) it[i] = rv_copy(x, &a[1]);
    *out = rv_unit();
    return 1;
  }
  if (!strcmp(m, "starts_with") && n == 2) {
    rs_val *pi;
    long pl;
    if (!rh_items(&a[1], &pi, &pl)) return 0;
    int r = pl <= len;
    for (long i = 0; r && i < pl; i++) {
      int c = rh_cmp(&it[i], &pi[i]);
      if (c == -2) return 0;
      r = c == 0;
    }
    *out = rv_bool(r);
    return 1;
  }
  return 0;
}

static int vec_model(rx *x, const char *m, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  if (!strcmp(m, "new") && n == 0) { *out = rh_vec(x, 0); return 1; }
  if (!strcmp(m, "with_capacity") && n == 1 && a[0].k == V_INT) {
    if (a[0].bits > ((uint64_t)1 << 40)) { rx_panic(x, "capacity overflow"); return -1; }
    *out = rh_vec(x, (long)(a[0].bits < 4096 ? a[0].bits : 4096));
    return 1;
  }
  rs_val *v = n >= 1 ? vec_of(&a[0]) : NULL;
  if (!v) return 0;
  if (!strcmp(m, "push") && n == 2) { rh_push(x, v, &a[1]); *out = rv_unit(); return 1; }
  if (!strcmp(m, "pop") && n == 1) {
    if (!v->n) { *out = rv_option(x, NULL); return 1; }
    rs_val last = v->items[--v->n];
    *out = rv_option(x, &last);
    return 1;
  }
  if (!strcmp(m, "len") && n == 1) { *out = rv_int((uint64_t)v->n, 64, 0); return 1; }
  if (!strcmp(m, "is_empty") && n == 1) { *out = rv_bool(v->n == 0); return 1; }
  if (!strcmp(m, "clear") && n == 1) { v->n = 0; *out = rv_unit(); return 1; }
  if (!strcmp(m, "truncate") && n == 2 && a[1].k == V_INT) {
    if (a[1].bits < (uint64_t)v->n) v->n = (int)a[1].bits;
    *out = rv_unit();
    return 1;
  }
  /* Vec::resize(new_len, value): truncates, or appends clones of value up to new_len (a length past
   * what a run here holds would be an allocation failure, an abort, in the real program:
   * unsupported rather than guessed) */
  if (!strcmp(m, "resize") && n == 3 && a[1].k == V_INT) {
    if (a[1].bits > ((uint64_t)1 << 24)) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "Vec::resize to %llu elements", (unsigned long long)a[1].bits);
      return -1;
    }
    long want = (long)a[1].bits;
    if (want < v->n) v->n = (int)want;
    while (v->n < want) {
      rs_val c = rv_copy(x, &a[2]);
      rh_push(x, v, &c);
    }
    *out = rv_unit();
    return 1;
  }
  if (!strcmp(m, "insert") && n == 3 && a[1].k == V_INT) {
    uint64_t i = a[1].bits;
    if (i > (uint64_t)v->n) {
      rx_panic(x, arena_printf(x->a, "insertion index (is %llu) should be <= len (is %d)", (unsigned long long)i, v->n));
      return -1;
    }
    vec_reserve(x, v, v->n + 1);
    memmove(v->items + i + 1, v->items + i, sizeof(rs_val) * (size_t)(v->n - (long)i));
    v->items[i] = a[2];
    v->n++;
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(m, "remove") || !strcmp(m, "swap_remove")) && n == 2 && a[1].k == V_INT) {
    uint64_t i = a[1].bits;
    if (i >= (uint64_t)v->n) {
      rx_panic(x, arena_printf(x->a, "%s index (is %llu) should be < len (is %d)", m[0] == 'r' ? "removal" : "swap_remove",
                               (unsigned long long)i, v->n));
      return -1;
    }
    *out = v->items[i];
    if (m[0] == 'r') memmove(v->items + i, v->items + i + 1, sizeof(rs_val) * (size_t)(v->n - (long)i - 1));
    else v->items[i] = v->items[v->n - 1];
    v->n--;
    return 1;
  }
  if (!strcmp(m, "extend_from_slice") && n == 2) {
    rs_val *it;
    long len;
    const char *bs;
    if (rv_deref(&a[1])->k == V_STR && rh_bytes(&a[1], &bs, &len)) {
      /* a byte string literal (b"   \n"), held as its bytes */
      for (long i = 0; i < len; i++) { rs_val c = rv_int((unsigned char)bs[i], 8, 0); rh_push(x, v, &c); }
      *out = rv_unit();
      return 1;
    }
    if (!rh_items(&a[1], &it, &len)) return 0;
    for (long i = 0; i < len; i++) { rs_val c = rv_copy(x, &it[i]); rh_push(x, v, &c); }
    *out = rv_unit();
    return 1;
  }
  if (!strcmp(m, "retain") && n == 2) {
    /* Vec::retain: the predicate sees &T of each element once, in the original order; the kept
     * ones close up in order (a panic ends the run, so the half-done Vec is never observed) */
    int w = 0;
    for (int i = 0; i < v->n; i++) {
      rs_val ref, r;
      memset(&ref, 0, sizeof ref);
      ref.k = V_REF;
      ref.tgt = &v->items[i];
      ref.len = -1;
      if (rx_call_closure(x, &a[1], &ref, 1, &r, loc) < 0) return -1;
      if (r.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a predicate that did not return a bool"); return -1; }
      if (r.bits) v->items[w++] = v->items[i];
    }
    v->n = w;
    *out = rv_unit();
    return 1;
  }
  if (!strcmp(m, "dedup") && n == 1) {
    /* Vec::dedup: consecutive equal elements (PartialEq) collapse to the first; std's own
     * comparisons only, all checked before the Vec is changed */
    for (int i = 1; i < v->n; i++)
      if (rh_cmp(&v->items[i], &v->items[i - 1]) == -2) return 0;
    int w = v->n ? 1 : 0;
    for (int i = 1; i < v->n; i++)
      if (rh_cmp(&v->items[i], &v->items[w - 1]) != 0) v->items[w++] = v->items[i];
    v->n = w;
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(m, "as_slice") || !strcmp(m, "as_mut_slice")) && n == 1) { *out = slice_ref(v, 0, v->n); return 1; }
  (void)dty;
  (void)loc;
  return 0;
}

static int string_model(rx *x, const char *m, rs_val *a, int n, rs_val *out, const char *loc) {
  if (!strcmp(m, "new") && n == 0) { *out = rh_string(x, "", 0); return 1; }
  if (!strcmp(m, "with_capacity") && n == 1) { *out = rh_string(x, "", 0); return 1; }
  rs_val *st = n >= 1 ? string_of(&a[0]) : NULL;
  if (!st) return 0;
  const char *s;
  long len;
  if (!strcmp(m, "push_str") && n == 2 && rh_bytes(&a[1], &s, &len)) { rh_append(x, st, s, len); *out = rv_unit(); return 1; }
  if (!strcmp(m, "push") && n == 2 && a[1].k == V_CHAR) { rh_push_char(x, st, a[1].bits); *out = rv_unit(); return 1; }
  if (!strcmp(m, "len") && n == 1) { *out = rv_int((uint64_t)st->len, 64, 0); return 1; }
  if (!strcmp(m, "is_empty") && n == 1) { *out = rv_bool(st->len == 0); return 1; }
  if (!strcmp(m, "clear") && n == 1) { st->len = 0; *out = rv_unit(); return 1; }
  if ((!strcmp(m, "as_str") || !strcmp(m, "as_mut_str")) && n == 1) { *out = str_ref(st->str, st->len); return 1; }
  if (!strcmp(m, "pop") && n == 1) {
    if (!st->len) { *out = rv_option(x, NULL); return 1; }
    long b = cp_start((const unsigned char *)st->str, st->len);
    int k;
    rs_val c;
    memset(&c, 0, sizeof c);
    c.k = V_CHAR;
    c.bits = dec_at((const unsigned char *)st->str, st->len, b, &k);
    st->len = b;
    *out = rv_option(x, &c);
    return 1;
  }
  (void)loc;
  return 0;
}

/* The Self type of a qualified path `<T as Trait>::m` (T's text up to " as "), or NULL. */
static int self_is(const char *c, const char *t) {
  size_t k = strlen(t);
  if (c[0] != '<' || strncmp(c + 1, t, k)) return 0;
  if (t[k - 1] == '[' || t[k - 1] == '(' || t[k - 1] == '&') return 1;
  return !strncmp(c + 1 + k, " as ", 4) || c[1 + k] == '<';
}

/* char's methods (core::char::methods), ASCII-exact; the Unicode classes beyond ASCII are not
 * modelled (unsupported on such a char, never a guess). */
static int char_model(rx *x, const char *m, rs_val *a, int n, rs_val *out, const char *loc) {
  if (n < 1) return 0;
  const rs_val *cv = rv_deref(&a[0]);
  /* u8's is_ascii* predicates are char's on the byte (core::num's u8 impls: the same classes) */
  int byte = cv->k == V_INT && cv->w == 8 && !cv->s && !strncmp(m, "is_ascii", 8) && n == 1;
  if (cv->k != V_CHAR && !byte) return 0;
  uint64_t c = cv->bits;
  int ascii = c < 0x80;
#define IS(s) (!strcmp(m, s))
  if ((IS("to_digit") || IS("is_digit")) && n == 2 && a[1].k == V_INT) {
    uint64_t r = a[1].bits, d = 99;
    if (r < 2 || r > 36) { rx_panic(x, "to_digit: invalid radix -- radix must be in the range 2 to 36 inclusive"); return -1; }
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
    int ok = d < r;
    if (IS("is_digit")) { *out = rv_bool(ok); return 1; }
    rs_val v = rv_int(d, 32, 0);
    *out = rv_option(x, ok ? &v : NULL);
    return 1;
  }
  if (n != 1) return 0;
  if (IS("is_ascii")) { *out = rv_bool(ascii); return 1; }
  if (IS("is_ascii_digit")) { *out = rv_bool(c >= '0' && c <= '9'); return 1; }
  if (IS("is_ascii_uppercase")) { *out = rv_bool(c >= 'A' && c <= 'Z'); return 1; }
  if (IS("is_ascii_lowercase")) { *out = rv_bool(c >= 'a' && c <= 'z'); return 1; }
  if (IS("is_ascii_alphabetic")) { *out = rv_bool((c | 32) >= 'a' && (c | 32) <= 'z'); return 1; }
  if (IS("is_ascii_alphanumeric")) { *out = rv_bool(((c | 32) >= 'a' && (c | 32) <= 'z') || (c >= '0' && c <= '9')); return 1; }
  if (IS("is_ascii_whitespace")) { *out = rv_bool(c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'); return 1; }
  if (IS("is_ascii_punctuation")) { *out = rv_bool(ascii && ((c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126))); return 1; }
  if (IS("is_whitespace")) { *out = rv_bool(is_ws(c)); return 1; }
  if (IS("len_utf8")) { *out = rv_int(c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4, 64, 0); return 1; }
  if (IS("to_ascii_uppercase") || IS("to_ascii_lowercase")) {
    rs_val r = *cv;
    if (IS("to_ascii_uppercase") && c >= 'a' && c <= 'z') r.bits -= 32;
    if (IS("to_ascii_lowercase") && c >= 'A' && c <= 'Z') r.bits += 32;
    *out = r;
    return 1;
  }
  if (IS("is_alphabetic") || IS("is_numeric") || IS("is_alphanumeric") || IS("is_uppercase") || IS("is_lowercase")) {
    if (!ascii) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "char::%s beyond ASCII", m); return -1; }
    int al = (c | 32) >= 'a' && (c | 32) <= 'z', dg = c >= '0' && c <= '9';
    int r = IS("is_alphabetic") ? al : IS("is_numeric") ? dg : IS("is_alphanumeric") ? al || dg
            : IS("is_uppercase") ? (c >= 'A' && c <= 'Z') : (c >= 'a' && c <= 'z');
    *out = rv_bool(r);
    return 1;
  }
#undef IS
  return 0;
}

int rs_heap_call(rx *x, const char *c, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  const char *m = rs_path_last(c);
  const char *s;
  long len;
  /* Box, as vec! uses it: Box::new_uninit() is Box(Unique(ptr)) to a fresh cell that the MIR
   * writes through (MaybeUninit's value field .1, ManuallyDrop's .0, MaybeDangling's .0) */
  if (ends(c, "Box::new_uninit") && n == 0) {
    static rs_variant bv = {"Box", 0, 1, NULL, 0, NULL}, uv = {"Unique", 0, 1, NULL, 0, NULL};
    static rs_adt box_adt = {"Box", 0, 1, &bv}, uniq_adt = {"Unique", 0, 1, &uv};
    rs_val *cell = arena_alloc(x->a, sizeof *cell);
    memset(cell, 0, sizeof *cell);
    *out = rv_adt(x, &box_adt, 0, 1);
    out->items[0] = rv_adt(x, &uniq_adt, 0, 1);
    rs_val r;
    memset(&r, 0, sizeof r);
    r.k = V_REF;
    r.tgt = cell;
    r.len = -1;
    out->items[0].items[0] = r;
    return 1;
  }
  if (ends(c, "std::boxed::box_assume_init_into_vec_unsafe") && n == 1 && rv_is_adt(&a[0], "Box")) {
    const rs_val *v = a[0].items[0].items[0].tgt;
    for (int i = 0; i < 3 && v; i++) {
      int f = i == 0 ? 1 : 0;
      v = (v->k == V_TUPLE || v->k == V_ADT) && v->n > f ? &v->items[f] : NULL;
    }
    if (!v || v->k != V_ARRAY) {
      rx_wrong(x, REL_W_UB, loc, "vec! of a buffer that was not written");
      return -1;
    }
    rs_val r = rh_vec(x, v->n);
    for (int i = 0; i < v->n; i++) rh_push(x, &r, &v->items[i]);
    *out = r;
    return 1;
  }
  if (ends(c, "std::vec::from_elem") && n == 2 && a[1].k == V_INT) {
    if (a[1].bits > ((uint64_t)1 << 22)) {
      rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "vec![x; %llu] beyond the memory bound", (unsigned long long)a[1].bits);
      return -1;
    }
    rs_val r = rh_vec(x, (long)a[1].bits);
    for (uint64_t i = 0; i < a[1].bits; i++) { rs_val e = rv_copy(x, &a[0]); rh_push(x, &r, &e); }
    *out = r;
    return 1;
  }
  /* Vec */
  if (!strncmp(c, "Vec::", 5) || !strncmp(c, "std::vec::Vec::", 15) || !strncmp(c, "alloc::vec::Vec::", 17)) {
    int r = vec_model(x, m, a, n, dty, out, loc);
    if (r) return r;
    /* slice methods reached through the Vec (auto-deref has made them slice calls already) */
    return 0;
  }
  if (ends(c, "String::as_bytes") && n == 1) return str_model(x, "as_bytes", a, n, dty, out, loc);
  if (ends(c, "String::from_utf8") && n == 1) {
    /* Ok(the String) for ASCII bytes; other bytes (UTF-8 or the FromUtf8Error, whose Debug shows
     * the bytes and the error) are not followed */
    rs_val *it;
    long len;
    if (!rh_items(&a[0], &it, &len)) return 0;
    char *b = arena_alloc(x->a, (size_t)len + 1);
    for (long i = 0; i < len; i++) {
      if (it[i].k != V_INT || it[i].w != 8) return 0;
      if (it[i].bits >= 0x80) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "String::from_utf8 of bytes that are not ASCII");
        return -1;
      }
      b[i] = (char)it[i].bits;
    }
    rs_val r = rv_adt(x, rs_find_adt(x->p, "Result"), 0, 1);
    r.items[0] = rh_string(x, b, len);
    *out = r;
    return 1;
  }
  if (ends(c, "String::into_bytes") && n == 1) {
    /* the String's bytes as a Vec<u8> (it is consumed) */
    const char *s;
    long len;
    if (!rh_bytes(&a[0], &s, &len)) return 0;
    rs_val v = rh_vec(x, len);
    for (long i = 0; i < len; i++) {
      rs_val b = rv_int((unsigned char)s[i], 8, 0);
      rh_push(x, &v, &b);
    }
    *out = v;
    return 1;
  }
  if (!strncmp(c, "String::", 8) || !strncmp(c, "std::string::String::", 21)) return string_model(x, m, a, n, out, loc);
  if ((self_is(c, "Vec") && (ends(c, "Deref>::deref") || ends(c, "DerefMut>::deref_mut"))) && n == 1) {
    rs_val *v = vec_of(&a[0]);
    if (!v) return 0;
    *out = slice_ref(v, 0, v->n);
    return 1;
  }
  if (self_is(c, "String") && (ends(c, "Deref>::deref") || ends(c, "DerefMut>::deref_mut")) && n == 1) {
    rs_val *st = string_of(&a[0]);
    if (!st) return 0;
    *out = str_ref(st->str, st->len);
    return 1;
  }
  /* Index / IndexMut on Vec and slices: a usize, or a range (a sub-slice) */
  if ((self_is(c, "Vec") || self_is(c, "[")) && (ends(c, "index") || ends(c, "index_mut")) && strstr(c, " as Index") &&
      n == 2) {
    rs_val *base;
    long off, l;
    if (!as_window(&a[0], &base, &off, &l)) return 0;
    if (a[1].k == V_INT) {
      if (a[1].bits >= (uint64_t)l) return oob(x, l, a[1].bits);
      memset(out, 0, sizeof *out);
      out->k = V_REF;
      out->tgt = &base->items[off + (long)a[1].bits];
      out->len = -1;
      return 1;
    }
    long f, t;
    if (range_window(x, &a[1], l, &f, &t, loc) < 0) return -1;
    *out = slice_ref(base, off + f, t - f);
    return 1;
  }
  if ((self_is(c, "Vec") || self_is(c, "String") || self_is(c, "str") || self_is(c, "&") || self_is(c, "[") ||
       self_is(c, "char") || self_is(c, "bool") || self_is(c, "Option") || self_is(c, "(")) && n == 2 &&
      plain(&a[0], 0) && plain(&a[1], 0)) {
    static const char *const cmp[] = {"PartialEq>::eq", "PartialEq>::ne", "PartialOrd>::lt", "PartialOrd>::le",
                                      "PartialOrd>::gt", "PartialOrd>::ge", "Ord>::cmp"};
    for (int i = 0; i < 7; i++) {
      /* PartialEq<&str>>::eq and the like end in ">>::eq": compare the method and the trait */
      const char *mm = strrchr(cmp[i], ':') + 1;
      if (strcmp(m, mm) || !strstr(c, i < 2 ? " as PartialEq" : i < 6 ? " as PartialOrd" : " as Ord")) continue;
      int r = rh_cmp(&a[0], &a[1]);
      if (r == -2) return 0;
      int b = i == 0 ? r == 0 : i == 1 ? r != 0 : i == 2 ? r < 0 : i == 3 ? r <= 0 : i == 4 ? r > 0 : r >= 0;
      if (i == 6) *out = rv_adt(x, rs_find_adt(x->p, "Ordering"), r + 1, 0);
      else *out = rv_bool(b);
      return 1;
    }
  }
  if ((self_is(c, "Vec") || self_is(c, "String")) && ends(c, "Clone>::clone") && n == 1) {
    *out = rv_copy(x, rv_deref(&a[0]));
    return 1;
  }
  /* String from a str, and str's owned copies */
  if (((self_is(c, "String") && ends(c, "from") && strstr(c, "From<&str>")) || (self_is(c, "str") && ends(c, "ToOwned>::to_owned")) ||
       ((self_is(c, "str") || self_is(c, "String")) && ends(c, "ToString>::to_string")) ||
       (self_is(c, "&str") && ends(c, "into") && strstr(c, "Into<String>"))) &&
      n == 1 && rh_bytes(&a[0], &s, &len)) {
    *out = rh_string(x, s, len);
    return 1;
  }
  if (self_is(c, "String") && ends(c, "Add<&str>>::add") && n == 2 && a[0].k == V_STRING && rh_bytes(&a[1], &s, &len)) {
    *out = a[0];
    rh_append(x, out, s, len);
    return 1;
  }
  if (self_is(c, "String") && ends(c, "AddAssign<&str>>::add_assign") && n == 2 && rh_bytes(&a[1], &s, &len)) {
    rs_val *st = string_of(&a[0]);
    if (!st) return 0;
    rh_append(x, st, s, len);
    *out = rv_unit();
    return 1;
  }
  if ((self_is(c, "str") || self_is(c, "String")) && strstr(c, " as Index<") && ends(c, "index") && n == 2 &&
      rh_bytes(&a[0], &s, &len))
    return str_index(x, s, len, rv_deref(&a[1]), out, loc);
  if (strstr(c, "<impl char>::") || (strstr(c, "<impl u8>::is_ascii") && n == 1)) return char_model(x, m, a, n, out, loc);
  if (strstr(c, "str::<impl str>::")) return str_model(x, m, a, n, dty, out, loc);
  if (strstr(c, "slice::<impl [")) return slice_model(x, m, a, n, dty, out, loc);
  return 0;
}
