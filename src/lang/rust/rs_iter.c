/* rs_iter.c — iterators as std defines them (core::iter, core::slice::Iter, core::str::Chars),
 * over the values of rs_val.h: an iterator is an ADT value of one of the kinds below whose fields
 * hold its state (an adapter holds its inner iterator and closure inline, so `next` through a
 * `&mut` changes it in place). Each step costs one unit of fuel, so a run over a huge range goes
 * wrong as out of fuel rather than hanging. Checked against rustc-built binaries (tests/rust). */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_heap.h"
#include "lang/rust/rs_io.h"
#include "lang/rust/rs_iter.h"

#define ends rs_path_ends

/* The iterator kinds and their fields (X(id, name, nfields)). */
#define IT_KINDS(X)                                                                           \
  X(SLICE, "Iter", 3)        /* slice ref, front, back: yields &T */                          \
  X(INTO, "IntoIter", 3)     /* Vec or array by value, front, back: yields T */               \
  X(CHARS, "Chars", 3)       /* &str, front byte, back byte */                                \
  X(BYTES, "Bytes", 3)                                                                        \
  X(CHARIDX, "CharIndices", 3)                                                                \
  X(MAP, "Map", 2)           /* inner, f */                                                   \
  X(FILTER, "Filter", 2)                                                                      \
  X(FILTERMAP, "FilterMap", 2)                                                                \
  X(ENUM, "Enumerate", 2)    /* inner, count */                                               \
  X(ZIP, "Zip", 2)                                                                            \
  X(REV, "Rev", 1)                                                                            \
  X(TAKE, "Take", 2)         /* inner, n left */                                              \
  X(SKIP, "Skip", 2)         /* inner, n to skip first */                                     \
  X(STEP, "StepBy", 3)       /* inner, step - 1, first taken */                               \
  X(COPIED, "Copied", 1)                                                                      \
  X(CLONED, "Cloned", 1)                                                                      \
  X(CHAIN, "Chain", 3)       /* a, b, a done */                                               \
  X(TAKEWHILE, "TakeWhile", 3) /* inner, f, done */                                           \
  X(SKIPWHILE, "SkipWhile", 3) /* inner, f, skipping done */                              \
  X(SPLIT, "Split", 4)       /* &str, front byte, finished, the pattern's bytes (a String) */ \
  X(SPLITWS, "SplitWhitespace", 2) /* &str, front byte */                                 \
  X(SSPLIT, "Split", 4)      /* a slice's split(pred): &[T], front, finished, pred */         \
  X(PEEK, "Peekable", 3)     /* inner, peeked (0 no, 1 Some(item), 2 None), item */        \
  X(IOSPLIT, "Split", 2)     /* io::Split over stdin (-1) or an open file, the delimiter */ \
  X(REPEAT, "Repeat", 1)     /* std::iter::repeat: the element, cloned each time */         \
  X(IOLINES, "Lines", 1)     /* io::Lines over stdin (-1) or an open file (rs_io.c) */

typedef enum ikind {
#define X(id, name, nf) IK_##id,
  IT_KINDS(X)
#undef X
  IK_COUNT
} ikind;

static rs_variant it_vars[IK_COUNT] = {
#define X(id, name, nf) {name, 0, nf, NULL, 0, NULL},
  IT_KINDS(X)
#undef X
};
static rs_adt it_adts[IK_COUNT] = {
#define X(id, name, nf) {name, 0, 1, &it_vars[IK_##id]},
  IT_KINDS(X)
#undef X
};

static int kind_of(const rs_val *v) {
  if (v->k != V_ADT) return -1;
  for (int i = 0; i < IK_COUNT; i++)
    if (v->adt == &it_adts[i]) return i;
  return -1;
}

static rs_val mk(rx *x, ikind k) { return rv_adt(x, &it_adts[k], 0, it_vars[k].nfields); }

static rs_val usz(uint64_t v) { return rv_int(v, 64, 0); }

static rs_val ref_to(rs_val *v) {
  rs_val r;
  memset(&r, 0, sizeof r);
  r.k = V_REF;
  r.tgt = v;
  r.len = -1;
  return r;
}

static int is_range(const rs_val *v) { return rv_is_adt(v, "Range") || rv_is_adt(v, "RangeInclusive"); }

/* Forward steps of a range element (an integer or a char). */
static int lt(const rs_val *a, const rs_val *b) {
  if (a->k == V_INT && a->s) return (int64_t)a->bits < (int64_t)b->bits;
  return a->bits < b->bits;
}
static rs_val step(const rs_val *a, int64_t d) {
  if (a->k == V_INT) return rv_int(a->bits + (uint64_t)d, a->w, a->s);
  rs_val c = *a;
  c.bits += (uint64_t)d;
  /* char ranges step over the surrogates */
  if (c.bits >= 0xd800 && c.bits <= 0xdfff) c.bits = d > 0 ? 0xe000 : 0xd7ff;
  return c;
}

static int it_next(rx *x, rs_val *it, rs_val *item, const char *loc);
static int it_back(rx *x, rs_val *it, rs_val *item, const char *loc);

static int fuel(rx *x, const char *loc) {
  if (--x->fuel < 0) {
    rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "fuel exhausted");
    return -1;
  }
  return 0;
}

/* Calls closure f on one argument, *ret its result. */
static int call1(rx *x, rs_val *f, const rs_val *arg, rs_val *ret, const char *loc) {
  return rx_call_closure(x, f, arg, 1, ret, loc);
}

/* f(&item) as a bool (filter, take_while, skip_while, find's predicate). */
static int pred_ref(rx *x, rs_val *f, rs_val *item, int *r, const char *loc) {
  rs_val *cell = arena_alloc(x->a, sizeof *cell);
  *cell = *item;
  rs_val a = ref_to(cell), b;
  if (call1(x, f, &a, &b, loc) < 0) return -1;
  if (b.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a predicate that did not return a bool"); return -1; }
  *r = (int)b.bits;
  return 0;
}

static long s_len(const rs_val *sl) { return sl->len; }

/* The number of items left for ExactSizeIterator::len and Enumerate::next_back; -1: unknown. */
static long it_len(const rs_val *it) {
  int k = kind_of(it);
  if (is_range(it)) {
    const rs_val *a = &it->items[0], *b = &it->items[1];
    int inc = rv_is_adt(it, "RangeInclusive");
    if (inc && it->items[2].bits) return 0;
    if (lt(b, a)) return 0;
    if (!inc && a->bits == b->bits) return 0;
    uint64_t d = b->bits - a->bits;
    return (long)(d + (uint64_t)inc);
  }
  switch (k) {
    case IK_SLICE: case IK_INTO: case IK_BYTES: return (long)(it->items[2].bits - it->items[1].bits);
    case IK_MAP: case IK_REV: case IK_COPIED: case IK_CLONED: case IK_ENUM: return it_len(&it->items[0]);
    case IK_ZIP: {
      long a = it_len(&it->items[0]), b = it_len(&it->items[1]);
      return a < 0 || b < 0 ? -1 : a < b ? a : b;
    }
    case IK_TAKE: {
      long a = it_len(&it->items[0]);
      return a < 0 ? -1 : a < (long)it->items[1].bits ? a : (long)it->items[1].bits;
    }
    case IK_SKIP: {
      long a = it_len(&it->items[0]);
      return a < 0 ? -1 : a > (long)it->items[1].bits ? a - (long)it->items[1].bits : 0;
    }
    default: return -1;
  }
}

/* 1 with *item, 0 when exhausted, -1 when the run stopped. */
static int it_next(rx *x, rs_val *it, rs_val *item, const char *loc) {
  if (fuel(x, loc) < 0) return -1;
  if (is_range(it) && it->n >= 2) {
    rs_val *st = &it->items[0], *en = &it->items[1];
    if (rv_is_adt(it, "Range")) {
      if (!lt(st, en)) return 0;
      *item = *st;
      *st = step(st, 1);
      return 1;
    }
    /* RangeInclusive: empty once exhausted or start > end; the last step sets exhausted */
    if (it->n < 3 || it->items[2].bits || (!lt(st, en) && st->bits != en->bits)) return 0;
    *item = *st;
    if (lt(st, en)) *st = step(st, 1);
    else it->items[2] = rv_bool(1);
    return 1;
  }
  int k = kind_of(it);
  rs_val *f = it->n > 1 ? &it->items[1] : NULL;
  switch (k) {
    case IK_SLICE: case IK_INTO: {
      uint64_t fr = it->items[1].bits, bk = it->items[2].bits;
      if (fr >= bk) return 0;
      it->items[1].bits++;
      rs_val *base = &it->items[0];
      if (k == IK_SLICE) *item = ref_to(&base->tgt->items[base->off + (long)fr]);
      else *item = base->items[fr];
      return 1;
    }
    case IK_CHARS: case IK_BYTES: case IK_CHARIDX: {
      const rs_val *s = &it->items[0];
      uint64_t fr = it->items[1].bits, bk = it->items[2].bits;
      if (fr >= bk) return 0;
      const unsigned char *u = (const unsigned char *)s->str;
      if (k == IK_BYTES) { *item = rv_int(u[fr], 8, 0); it->items[1].bits++; return 1; }
      unsigned char c = u[fr];
      int m = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
      if (fr + (uint64_t)m > (uint64_t)s->len) m = 1; /* never read past a malformed end */
      uint64_t cp = m == 1 ? c : m == 2 ? ((uint64_t)(c & 0x1f) << 6) | (u[fr + 1] & 0x3f)
                    : m == 3 ? ((uint64_t)(c & 0x0f) << 12) | ((uint64_t)(u[fr + 1] & 0x3f) << 6) | (u[fr + 2] & 0x3f)
                    : ((uint64_t)(c & 0x07) << 18) | ((uint64_t)(u[fr + 1] & 0x3f) << 12) | ((uint64_t)(u[fr + 2] & 0x3f) << 6) | (u[fr + 3] & 0x3f);
      rs_val ch;
      memset(&ch, 0, sizeof ch);
      ch.k = V_CHAR;
      ch.bits = cp;
      it->items[1].bits += (uint64_t)m;
      if (k == IK_CHARS) { *item = ch; return 1; }
      *item = rv_agg(x, V_TUPLE, 2);
      item->items[0] = usz(fr);
      item->items[1] = ch;
      return 1;
    }
    case IK_SPLIT: {
      /* str::Split (SplitInternal::next): the piece up to the next match; after the last match
       * the rest, also when it is empty, once */
      const rs_val *s = &it->items[0];
      const char *p;
      long pn, fr = (long)it->items[1].bits;
      if (it->items[2].bits || !rh_bytes(&it->items[3], &p, &pn)) return 0;
      for (long i = fr; i + pn <= s->len; i++)
        if (!memcmp(s->str + i, p, (size_t)pn)) {
          *item = *s;
          item->str = s->str + fr;
          item->len = i - fr;
          it->items[1] = usz((uint64_t)(i + pn));
          return 1;
        }
      it->items[2] = rv_bool(1);
      *item = *s;
      item->str = s->str + fr;
      item->len = s->len - fr;
      return 1;
    }
    case IK_SSPLIT: {
      /* <[T]>::split (core::slice::Split::next): the elements up to the next one pred accepts
       * (asked in order, with a reference to each), that one left out; after the last, the rest,
       * also when empty, once */
      rs_val *base = &it->items[0];
      long fr = (long)it->items[1].bits, len = s_len(base);
      if (it->items[2].bits) return 0;
      for (long i = fr; i < len; i++) {
        rs_val e = ref_to(&base->tgt->items[base->off + i]), b;
        if (call1(x, &it->items[3], &e, &b, loc) < 0) return -1;
        if (b.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a predicate that did not return a bool"); return -1; }
        if (b.bits) {
          *item = *base;
          item->off = base->off + fr;
          item->len = i - fr;
          it->items[1] = usz((uint64_t)(i + 1));
          return 1;
        }
      }
      it->items[2] = rv_bool(1);
      *item = *base;
      item->off = base->off + fr;
      item->len = len - fr;
      return 1;
    }
    case IK_PEEK: {
      /* core::iter::Peekable::next: the peeked item (or end) first */
      uint64_t st = it->items[1].bits;
      it->items[1] = usz(0);
      if (st == 1) { *item = it->items[2]; return 1; }
      if (st == 2) return 0;
      return it_next(x, &it->items[0], item, loc);
    }
    case IK_IOLINES: return rs_io_next_line(x, (int)(int64_t)it->items[0].bits, item, loc);
    case IK_REPEAT: *item = rv_copy(x, &it->items[0]); return 1;
    case IK_IOSPLIT: return rs_io_next_piece(x, (int)(int64_t)it->items[0].bits, (int)it->items[1].bits, item, loc);
    case IK_SPLITWS: {
      /* str::SplitWhitespace: split(char::is_whitespace) without the empty pieces */
      const rs_val *s = &it->items[0];
      const unsigned char *u = (const unsigned char *)s->str;
      long fr = (long)it->items[1].bits, e;
      int k;
      while (fr < s->len && rh_is_ws(rh_decode(u, s->len, fr, &k))) fr += k;
      if (fr >= s->len) { it->items[1] = usz((uint64_t)fr); return 0; }
      for (e = fr; e < s->len && !rh_is_ws(rh_decode(u, s->len, e, &k)); e += k) {}
      *item = *s;
      item->str = s->str + fr;
      item->len = e - fr;
      it->items[1] = usz((uint64_t)e);
      return 1;
    }
    case IK_MAP: {
      rs_val v;
      int r = it_next(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      return call1(x, f, &v, item, loc) < 0 ? -1 : 1;
    }
    case IK_FILTER: case IK_FILTERMAP:
      for (;;) {
        rs_val v;
        int r = it_next(x, &it->items[0], &v, loc), keep;
        if (r <= 0) return r;
        if (k == IK_FILTER) {
          if (pred_ref(x, f, &v, &keep, loc) < 0) return -1;
          if (keep) { *item = v; return 1; }
          continue;
        }
        rs_val o;
        if (call1(x, f, &v, &o, loc) < 0) return -1;
        if (!rv_is_adt(&o, "Option")) { rx_wrong(x, REL_W_UB, loc, "filter_map's closure did not return an Option"); return -1; }
        if (o.var == 1) { *item = o.items[0]; return 1; }
      }
    case IK_ENUM: {
      rs_val v;
      int r = it_next(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      *item = rv_agg(x, V_TUPLE, 2);
      item->items[0] = it->items[1];
      item->items[1] = v;
      it->items[1].bits++;
      return 1;
    }
    case IK_ZIP: {
      rs_val a, b;
      int r = it_next(x, &it->items[0], &a, loc);
      if (r <= 0) return r;
      r = it_next(x, &it->items[1], &b, loc);
      if (r <= 0) return r;
      *item = rv_agg(x, V_TUPLE, 2);
      item->items[0] = a;
      item->items[1] = b;
      return 1;
    }
    case IK_REV: return it_back(x, &it->items[0], item, loc);
    case IK_TAKE:
      if (!it->items[1].bits) return 0;
      it->items[1].bits--;
      return it_next(x, &it->items[0], item, loc);
    case IK_SKIP:
      while (it->items[1].bits) {
        rs_val v;
        it->items[1].bits--;
        int r = it_next(x, &it->items[0], &v, loc);
        if (r <= 0) { it->items[1].bits = 0; return r; }
      }
      return it_next(x, &it->items[0], item, loc);
    case IK_STEP: {
      /* StepBy: the first item, then every (step)th: nth(step - 1) */
      if (!it->items[2].bits) { it->items[2] = rv_bool(1); return it_next(x, &it->items[0], item, loc); }
      for (uint64_t i = 0; i < it->items[1].bits; i++) {
        rs_val v;
        int r = it_next(x, &it->items[0], &v, loc);
        if (r <= 0) return r;
      }
      return it_next(x, &it->items[0], item, loc);
    }
    case IK_COPIED: case IK_CLONED: {
      rs_val v;
      int r = it_next(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      *item = rv_copy(x, rv_deref(&v));
      return 1;
    }
    case IK_CHAIN: {
      if (!it->items[2].bits) {
        int r = it_next(x, &it->items[0], item, loc);
        if (r != 0) return r;
        it->items[2] = rv_bool(1);
      }
      return it_next(x, &it->items[1], item, loc);
    }
    case IK_TAKEWHILE: {
      if (it->items[2].bits) return 0;
      int r = it_next(x, &it->items[0], item, loc), keep;
      if (r <= 0) return r;
      if (pred_ref(x, f, item, &keep, loc) < 0) return -1;
      if (keep) return 1;
      it->items[2] = rv_bool(1);
      return 0;
    }
    case IK_SKIPWHILE: {
      for (;;) {
        int r = it_next(x, &it->items[0], item, loc), skip;
        if (r <= 0 || it->items[2].bits) return r;
        if (pred_ref(x, f, item, &skip, loc) < 0) return -1;
        if (!skip) { it->items[2] = rv_bool(1); return 1; }
      }
    }
    default: break;
  }
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::next on this kind of value");
  return -1;
}

static int it_back(rx *x, rs_val *it, rs_val *item, const char *loc) {
  if (fuel(x, loc) < 0) return -1;
  if (is_range(it) && it->n >= 2) {
    rs_val *st = &it->items[0], *en = &it->items[1];
    if (rv_is_adt(it, "Range")) {
      if (!lt(st, en)) return 0;
      *en = step(en, -1);
      *item = *en;
      return 1;
    }
    if (it->n < 3 || it->items[2].bits || (!lt(st, en) && st->bits != en->bits)) return 0;
    *item = *en;
    if (lt(st, en)) *en = step(en, -1);
    else it->items[2] = rv_bool(1);
    return 1;
  }
  int k = kind_of(it);
  switch (k) {
    case IK_SLICE: case IK_INTO: {
      uint64_t fr = it->items[1].bits, bk = it->items[2].bits;
      if (fr >= bk) return 0;
      it->items[2].bits--;
      rs_val *base = &it->items[0];
      if (k == IK_SLICE) *item = ref_to(&base->tgt->items[base->off + (long)bk - 1]);
      else *item = base->items[bk - 1];
      return 1;
    }
    case IK_CHARS: case IK_BYTES: {
      const rs_val *s = &it->items[0];
      uint64_t fr = it->items[1].bits, bk = it->items[2].bits;
      if (fr >= bk) return 0;
      const unsigned char *u = (const unsigned char *)s->str;
      if (k == IK_BYTES) { it->items[2].bits--; *item = rv_int(u[bk - 1], 8, 0); return 1; }
      uint64_t b = bk - 1;
      while (b > fr && (u[b] & 0xc0) == 0x80) b--;
      uint64_t save = it->items[1].bits;
      it->items[1].bits = b;
      int r = it_next(x, it, item, loc);
      it->items[1].bits = save;
      it->items[2].bits = b;
      return r;
    }
    case IK_MAP: {
      rs_val v;
      int r = it_back(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      return call1(x, &it->items[1], &v, item, loc) < 0 ? -1 : 1;
    }
    case IK_FILTER:
      for (;;) {
        rs_val v;
        int r = it_back(x, &it->items[0], &v, loc), keep;
        if (r <= 0) return r;
        if (pred_ref(x, &it->items[1], &v, &keep, loc) < 0) return -1;
        if (keep) { *item = v; return 1; }
      }
    case IK_ENUM: {
      long left = it_len(&it->items[0]);
      if (left < 0) break;
      rs_val v;
      int r = it_back(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      *item = rv_agg(x, V_TUPLE, 2);
      item->items[0] = usz(it->items[1].bits + (uint64_t)left - 1);
      item->items[1] = v;
      return 1;
    }
    case IK_REV: return it_next(x, &it->items[0], item, loc);
    case IK_COPIED: case IK_CLONED: {
      rs_val v;
      int r = it_back(x, &it->items[0], &v, loc);
      if (r <= 0) return r;
      *item = rv_copy(x, rv_deref(&v));
      return 1;
    }
    default: break;
  }
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "DoubleEndedIterator::next_back on this kind of iterator");
  return -1;
}

/* The iterator an IntoIterator::into_iter gives for v (iterators are their own). */
static rs_val into_iter(rx *x, rs_val *v);
rs_val rs_iter_into(rx *x, rs_val *v) { return into_iter(x, v); }
static rs_val into_iter(rx *x, rs_val *v) {
  rs_val *items;
  long len;
  if ((v->k == V_VEC || v->k == V_ARRAY)) {
    rs_val r = mk(x, IK_INTO);
    r.items[0] = *v;
    r.items[1] = usz(0);
    r.items[2] = usz((uint64_t)v->n);
    return r;
  }
  if (v->k == V_REF && rh_items(v, &items, &len)) {
    rs_val r = mk(x, IK_SLICE);
    if (v->len >= 0) r.items[0] = *v;
    else {
      rs_val *b = (rs_val *)rv_deref(v);
      memset(&r.items[0], 0, sizeof r.items[0]);
      r.items[0].k = V_REF;
      r.items[0].tgt = b;
      r.items[0].len = b->n;
    }
    r.items[1] = usz(0);
    r.items[2] = usz((uint64_t)r.items[0].len);
    return r;
  }
  return *v;
}

static int is_iter(const rs_val *v) { return is_range(v) || kind_of(v) >= 0; }

/* The iterator value an Iterator method's self names: by value, or through &mut. */
static rs_val *self_iter(rs_val *a) {
  rs_val *v = a;
  while (v->k == V_REF && v->len < 0 && v->tgt && !is_iter(v)) v = v->tgt;
  return is_iter(v) ? v : NULL;
}

static int consume(rx *x, const char *m, rs_val *it, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  rs_val v;
  int r;
  if ((!strcmp(m, "sum") || !strcmp(m, "product")) && n == 1) {
    int prod = m[0] == 'p';
    if (!dty || dty->k != RT_INT) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::%s into this type", m); return -1; }
    uint64_t acc = prod ? 1 : 0;
    while ((r = it_next(x, it, &v, loc)) > 0) {
      const rs_val *e = rv_deref(&v);
      if (e->k != V_INT) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::%s of values that are not integers", m); return -1; }
      uint64_t res;
      int ovf;
      rs_int_binop(prod ? RB_MUL : RB_ADD, acc, e->bits, dty->width, dty->is_signed, &res, &ovf);
      /* Sum and Product for integers inherit overflow checks: a debug build panics */
      if (ovf) { rx_panic(x, prod ? "attempt to multiply with overflow" : "attempt to add with overflow"); return -1; }
      acc = res;
    }
    if (r < 0) return -1;
    *out = rv_int(acc, dty->width, dty->is_signed);
    return 1;
  }
  if (!strcmp(m, "cmp") && n == 2) {
    /* Iterator::cmp: lexicographic (core::iter's compare: self's next, then other's; the first
     * unequal pair decides, then the shorter one is less), items by Ord (rh_cmp) */
    rs_val other = into_iter(x, &a[1]), w;
    rs_val *o = self_iter(&other);
    if (!o) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::cmp with this kind of other iterator"); return -1; }
    int c = 0;
    for (;;) {
      r = it_next(x, it, &v, loc);
      if (r < 0) return -1;
      int r2 = it_next(x, o, &w, loc);
      if (r2 < 0) return -1;
      if (!r) { c = r2 ? -1 : 0; break; }
      if (!r2) { c = 1; break; }
      c = rh_cmp(rv_deref(&v), rv_deref(&w));
      if (c == -2) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::cmp of items without a modelled order"); return -1; }
      if (c) break;
    }
    *out = rv_adt(x, rs_find_adt(x->p, "Ordering"), c + 1, 0);
    return 1;
  }
  if (!strcmp(m, "count") && n == 1) {
    uint64_t k = 0;
    while ((r = it_next(x, it, &v, loc)) > 0) k++;
    if (r < 0) return -1;
    *out = usz(k);
    return 1;
  }
  if (!strcmp(m, "last") && n == 1) {
    int any = 0;
    rs_val last;
    while ((r = it_next(x, it, &v, loc)) > 0) last = v, any = 1;
    if (r < 0) return -1;
    *out = rv_option(x, any ? &last : NULL);
    return 1;
  }
  if (!strcmp(m, "nth") && n == 2 && a[1].k == V_INT) {
    for (uint64_t i = 0;; i++) {
      r = it_next(x, it, &v, loc);
      if (r < 0) return -1;
      if (!r) { *out = rv_option(x, NULL); return 1; }
      if (i == a[1].bits) { *out = rv_option(x, &v); return 1; }
    }
  }
  if (!strcmp(m, "fold") && n == 3) {
    rs_val acc = a[1];
    while ((r = it_next(x, it, &v, loc)) > 0) {
      rs_val args[2] = {acc, v};
      if (rx_call_closure(x, &a[2], args, 2, &acc, loc) < 0) return -1;
    }
    if (r < 0) return -1;
    *out = acc;
    return 1;
  }
  if (!strcmp(m, "for_each") && n == 2) {
    rs_val ign;
    while ((r = it_next(x, it, &v, loc)) > 0)
      if (call1(x, &a[1], &v, &ign, loc) < 0) return -1;
    if (r < 0) return -1;
    *out = rv_unit();
    return 1;
  }
  if ((!strcmp(m, "any") || !strcmp(m, "all") || !strcmp(m, "position")) && n == 2) {
    int any = !strcmp(m, "any"), pos = m[0] == 'p';
    uint64_t i = 0;
    while ((r = it_next(x, it, &v, loc)) > 0) {
      rs_val b;
      if (call1(x, &a[1], &v, &b, loc) < 0) return -1;
      if (b.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a predicate that did not return a bool"); return -1; }
      if (pos && b.bits) { rs_val k = usz(i); *out = rv_option(x, &k); return 1; }
      if (!pos && (int)b.bits == any) { *out = rv_bool(any); return 1; }
      i++;
    }
    if (r < 0) return -1;
    if (pos) *out = rv_option(x, NULL);
    else *out = rv_bool(!any);
    return 1;
  }
  if (!strcmp(m, "find") && n == 2) {
    while ((r = it_next(x, it, &v, loc)) > 0) {
      int keep;
      if (pred_ref(x, &a[1], &v, &keep, loc) < 0) return -1;
      if (keep) { *out = rv_option(x, &v); return 1; }
    }
    if (r < 0) return -1;
    *out = rv_option(x, NULL);
    return 1;
  }
  if ((!strcmp(m, "max") || !strcmp(m, "min") || !strcmp(m, "max_by_key") || !strcmp(m, "min_by_key")) &&
      n == (strchr(m, '_') ? 2 : 1)) {
    /* Iterator::max returns the last of equal maxima, min the first of equal minima */
    int mx = m[1] == 'a', bykey = strchr(m, '_') != NULL, any = 0;
    rs_val best, bestk;
    while ((r = it_next(x, it, &v, loc)) > 0) {
      rs_val key = v;
      if (bykey) {
        rs_val *cell = arena_alloc(x->a, sizeof *cell);
        *cell = v;
        rs_val ref = ref_to(cell);
        if (call1(x, &a[1], &ref, &key, loc) < 0) return -1;
      }
      if (!any) { best = v, bestk = key, any = 1; continue; }
      int c = rh_cmp(&key, &bestk);
      if (c == -2) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "Iterator::%s of values without a modelled order", m); return -1; }
      if (mx ? c >= 0 : c < 0) best = v, bestk = key;
    }
    if (r < 0) return -1;
    *out = rv_option(x, any ? &best : NULL);
    return 1;
  }
  if (!strcmp(m, "collect") && n == 1) {
    if (dty && dty->k == RT_ADT && !strcmp(dty->name, "Vec")) {
      rs_val vec = rh_vec(x, 0);
      while ((r = it_next(x, it, &v, loc)) > 0) rh_push(x, &vec, &v);
      if (r < 0) return -1;
      *out = vec;
      return 1;
    }
    if (dty && dty->k == RT_ADT && !strcmp(dty->name, "String")) {
      rs_val st = rh_string(x, "", 0);
      while ((r = it_next(x, it, &v, loc)) > 0) {
        const rs_val *e = rv_deref(&v);
        const char *s;
        long len;
        if (e->k == V_CHAR) rh_push_char(x, &st, e->bits);
        else if (rh_bytes(e, &s, &len)) for (long i = 0; i < len; i++) rh_push_char(x, &st, (unsigned char)s[i]);
        else { rx_wrong(x, REL_W_UNSUPPORTED, loc, "collect into a String of these items"); return -1; }
      }
      if (r < 0) return -1;
      *out = st;
      return 1;
    }
    if (dty && dty->k == RT_ADT && !strcmp(dty->name, "Result") && dty->n >= 1 && dty->args[0]->k == RT_ADT &&
        !strcmp(dty->args[0]->name, "Vec")) {
      /* Result<Vec<T>, E>: the first Err ends it (core's try-process), else Ok of the values */
      rs_val vec = rh_vec(x, 0);
      while ((r = it_next(x, it, &v, loc)) > 0) {
        const rs_val *e = rv_deref(&v);
        if (e->k != V_ADT || !e->adt || strcmp(e->adt->name, "Result")) { rx_wrong(x, REL_W_UNSUPPORTED, loc, "collect into a Result of items that are not Results"); return -1; }
        if (e->var == 1) { *out = *e; return 1; }
        rs_val pay = e->items[0];
        rh_push(x, &vec, &pay);
      }
      if (r < 0) return -1;
      rs_val res = rv_adt(x, rs_find_adt(x->p, "Result"), 0, 1);
      res.items[0] = vec;
      *out = res;
      return 1;
    }
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "collect into %s", dty ? dty->text : "a type not known here");
    return -1;
  }
  return 0;
}

int rs_iter_io_split(rx *x, int src, int delim, rs_val *out) {
  *out = mk(x, IK_IOSPLIT);
  out->items[0] = rv_int((uint64_t)(int64_t)src, 64, 1);
  out->items[1] = rv_int((uint64_t)delim, 8, 0);
  return 1;
}

int rs_iter_io_lines(rx *x, int src, rs_val *out) {
  *out = mk(x, IK_IOLINES);
  out->items[0] = rv_int((uint64_t)(int64_t)src, 64, 1);
  return 1;
}

int rs_iter_call(rx *x, const char *c, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  const char *m = rs_path_last(c);
  if (ends(c, "RangeInclusive::new") && n == 2) {
    *out = rv_adt(x, rs_find_adt(x->p, "RangeInclusive"), 0, 3);
    out->items[0] = a[0];
    out->items[1] = a[1];
    out->items[2] = rv_bool(0);
    return 1;
  }
  if ((ends(c, "Range::contains") || ends(c, "RangeInclusive::contains")) && n == 2) {
    const rs_val *r = rv_deref(&a[0]), *k = rv_deref(&a[1]);
    if (!is_range(r) || (k->k != V_INT && k->k != V_CHAR)) return 0;
    int inc = rv_is_adt(r, "RangeInclusive");
    *out = rv_bool(!lt(k, &r->items[0]) && (inc ? !lt(&r->items[1], k) : lt(k, &r->items[1])));
    return 1;
  }
  if (ends(c, "IntoIterator>::into_iter") && n == 1) { *out = into_iter(x, &a[0]); return 1; }
  /* the sources */
  if ((ends(c, "iter::repeat") || !strcmp(c, "repeat")) && n == 1 && !rs_find_body(x->p, c)) {
    *out = mk(x, IK_REPEAT);
    out->items[0] = a[0];
    return 1;
  }
  if (strstr(c, "slice::<impl [") && (!strcmp(m, "iter") || !strcmp(m, "iter_mut")) && n == 1 && a[0].k == V_REF &&
      a[0].len >= 0) {
    *out = mk(x, IK_SLICE);
    out->items[0] = a[0];
    out->items[1] = usz(0);
    out->items[2] = usz((uint64_t)s_len(&a[0]));
    return 1;
  }
  if (strstr(c, "slice::<impl [") && !strcmp(m, "split") && n == 2 && a[0].k == V_REF && a[0].len >= 0 &&
      rv_deref(&a[1])->k == V_CLOS) {
    *out = mk(x, IK_SSPLIT);
    out->items[0] = a[0];
    out->items[1] = usz(0);
    out->items[2] = rv_bool(0);
    out->items[3] = a[1];
    return 1;
  }
  if (strstr(c, "str::<impl str>::") && (!strcmp(m, "chars") || !strcmp(m, "bytes") || !strcmp(m, "char_indices")) && n == 1) {
    const char *s;
    long len;
    if (!rh_bytes(&a[0], &s, &len)) return 0;
    *out = mk(x, m[0] == 'b' ? IK_BYTES : m[4] == '_' ? IK_CHARIDX : IK_CHARS);
    memset(&out->items[0], 0, sizeof out->items[0]);
    out->items[0].k = V_STR;
    out->items[0].str = s;
    out->items[0].len = len;
    out->items[1] = usz(0);
    out->items[2] = usz((uint64_t)len);
    return 1;
  }
  if (strstr(c, "str::<impl str>::") && ((!strcmp(m, "split") && n == 2) || (!strcmp(m, "split_whitespace") && n == 1))) {
    const char *s, *p;
    long len, pn;
    if (!rh_bytes(&a[0], &s, &len)) return 0;
    int ws = n == 1;
    *out = mk(x, ws ? IK_SPLITWS : IK_SPLIT);
    memset(&out->items[0], 0, sizeof out->items[0]);
    out->items[0].k = V_STR;
    out->items[0].str = s;
    out->items[0].len = len;
    out->items[1] = usz(0);
    if (ws) return 1;
    /* the pattern: a char or a non-empty str (an empty one matches between every char, and a
     * closure or char set is another searcher: not modelled) */
    const rs_val *d = rv_deref(&a[1]);
    if (d->k == V_CHAR) {
      out->items[3] = rh_string(x, "", 0);
      rh_push_char(x, &out->items[3], d->bits);
    } else if (d->k != V_CLOS && rh_bytes(&a[1], &p, &pn) && pn > 0) {
      out->items[3] = rh_string(x, p, pn);
    } else {
      return 0;
    }
    out->items[2] = rv_bool(0);
    return 1;
  }
  if (strstr(c, " as Extend<") && ends(c, "::extend") && n == 2) {
    /* Vec's Extend: the iterator's items pushed in order (Extend<&T> copies them) */
    rs_val *v = &a[0];
    while (v->k == V_REF && v->len < 0 && v->tgt) v = v->tgt;
    if (v->k != V_VEC || strncmp(c, "<Vec<", 5)) return 0;
    int byref = strstr(c, " as Extend<&") != NULL;
    rs_val src = into_iter(x, &a[1]), item;
    int r;
    while ((r = it_next(x, &src, &item, loc)) > 0) {
      if (fuel(x, loc) < 0) return -1;
      rs_val c2 = byref ? rv_copy(x, rv_deref(&item)) : item;
      rh_push(x, v, &c2);
    }
    if (r < 0) return -1;
    *out = rv_unit();
    return 1;
  }
  if (strstr(c, "Peekable::") && n >= 1 && (!strcmp(m, "peek") || !strcmp(m, "next_if")) && self_iter(&a[0]) &&
      kind_of(self_iter(&a[0])) == IK_PEEK) {
    /* Peekable::peek (the next item kept for the next call, a reference to it) and next_if (the
     * next item when f(&item) holds, else kept) as core::iter::Peekable has them */
    rs_val *it = self_iter(&a[0]), v;
    int r = 1;
    if (it->items[1].bits == 0) {
      if ((r = it_next(x, &it->items[0], &v, loc)) < 0) return -1;
      it->items[1] = usz(r ? 1 : 2);
      if (r) it->items[2] = v;
    }
    int some = it->items[1].bits == 1;
    if (!strcmp(m, "peek") && n == 1) {
      rs_val ref = ref_to(&it->items[2]);
      *out = rv_option(x, some ? &ref : NULL);
      return 1;
    }
    if (n != 2) return 0;
    if (!some) { it->items[1] = usz(0); *out = rv_option(x, NULL); it->items[1] = usz(2); return 1; }
    int keep;
    v = it->items[2];
    if (pred_ref(x, &a[1], &v, &keep, loc) < 0) return -1;
    if (keep) { it->items[1] = usz(0); *out = rv_option(x, &v); return 1; }
    *out = rv_option(x, NULL);
    return 1;
  }
  int trait = strstr(c, " as Iterator>::") != NULL || strstr(c, " as DoubleEndedIterator>::") != NULL ||
              strstr(c, " as ExactSizeIterator>::") != NULL;
  if (!trait || n < 1) return 0;
  rs_val *it = self_iter(&a[0]);
  if (!it) return 0;
  int r;
  rs_val v;
  if (!strcmp(m, "next") && n == 1) {
    if ((r = it_next(x, it, &v, loc)) < 0) return -1;
    *out = rv_option(x, r ? &v : NULL);
    return 1;
  }
  if (!strcmp(m, "next_back") && n == 1) {
    if ((r = it_back(x, it, &v, loc)) < 0) return -1;
    *out = rv_option(x, r ? &v : NULL);
    return 1;
  }
  if (!strcmp(m, "len") && n == 1) {
    long l = it_len(it);
    if (l < 0) return 0;
    *out = usz((uint64_t)l);
    return 1;
  }
  /* the adapters take self by value and hold it inline */
  static const struct { const char *m; ikind k; int nargs; } ad[] = {
    {"map", IK_MAP, 2}, {"filter", IK_FILTER, 2}, {"filter_map", IK_FILTERMAP, 2}, {"enumerate", IK_ENUM, 1},
    {"zip", IK_ZIP, 2}, {"rev", IK_REV, 1}, {"take", IK_TAKE, 2}, {"skip", IK_SKIP, 2}, {"step_by", IK_STEP, 2},
    {"copied", IK_COPIED, 1}, {"cloned", IK_CLONED, 1}, {"chain", IK_CHAIN, 2}, {"take_while", IK_TAKEWHILE, 2},
    {"skip_while", IK_SKIPWHILE, 2}, {"peekable", IK_PEEK, 1}};
  for (size_t i = 0; i < sizeof ad / sizeof ad[0]; i++) {
    if (strcmp(m, ad[i].m) || n != ad[i].nargs) continue;
    *out = mk(x, ad[i].k);
    out->items[0] = *it;
    switch (ad[i].k) {
      case IK_ENUM: out->items[1] = usz(0); break;
      case IK_PEEK: out->items[1] = usz(0); break;
      case IK_ZIP: case IK_CHAIN: out->items[1] = into_iter(x, &a[1]); if (ad[i].k == IK_CHAIN) out->items[2] = rv_bool(0); break;
      case IK_TAKE: case IK_SKIP: out->items[1] = a[1]; break;
      case IK_STEP:
        if (a[1].k != V_INT) return 0;
        /* StepBy::new asserts step != 0 */
        if (!a[1].bits) { rx_panic(x, "assertion failed: step != 0"); return -1; }
        out->items[1] = usz(a[1].bits - 1);
        out->items[2] = rv_bool(0);
        break;
      case IK_TAKEWHILE: case IK_SKIPWHILE: out->items[1] = a[1]; out->items[2] = rv_bool(0); break;
      case IK_MAP: case IK_FILTER: case IK_FILTERMAP: out->items[1] = a[1]; break;
      default: break;
    }
    return 1;
  }
  return consume(x, m, it, a, n, dty, out, loc);
}
