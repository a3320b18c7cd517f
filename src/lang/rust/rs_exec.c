/* rs_exec.c — the concrete semantics of MIR as a debug build runs it (overflow-checks and
 * debug-assertions on): statements and terminators over rs_val trees, panics (failed asserts,
 * panic!, unwrap on None, …) as REL_O_PANICKED outcomes with the message the real program's panic
 * carries, undefined behaviour safe code cannot reach (an unchecked division by zero, a read of
 * an uninitialized local, `unreachable`) as going wrong, and fuel. Calls go to the file's bodies
 * or to the models of std items in rs_lib.c; any other call is unsupported where reached. */
#include <pthread.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/rust/rs_exec_int.h"
#include "lang/rust/rs_irule.h"

uint64_t rs_norm(uint64_t v, int w, int s) {
  if (w >= 64) return v;
  uint64_t mask = (1ull << w) - 1;
  v &= mask;
  if (s && (v >> (w - 1)) & 1) v |= ~mask;
  return v;
}

/* The operator's rule (rs_irule.c) over words. A division or remainder by zero, and MIN / -1, have
 * no result here (MIR asserts against them first: reaching one without is undefined behaviour). */
int rs_int_binop(rs_binop op, uint64_t a, uint64_t b, int w, int s, uint64_t *r, int *ovf) {
  *ovf = 0;
  if (op == RB_DIV || op == RB_REM) {
    uint64_t m = w >= 64 ? ~0ull : (1ull << w) - 1, mn = 1ull << (w - 1);
    if (!(b & m)) return -1;
    if (s && (b & m) == m && (a & m) == mn) return -1;
  }
  rs_iout o;
  /* a shift's amount is a word of its own type: its low bits are what the rule takes */
  if (rs_irule_binop(&rs_idom_words, op, a, b, w, s, op == RB_SHL || op == RB_SHR ? 64 : w, 1, &o) < 0) return -1;
  *r = o.truth ? o.r : op == RB_CMP ? rs_norm(o.r, 8, 1) : rs_norm(o.r, w, s);
  *ovf = o.has_ovf ? (int)o.ovf : 0;
  return 0;
}

/* ---------- stopping ---------- */

void rx_panic(rx *x, const char *msg) {
  if (x->stop) return;
  x->stop = 1;
  x->msg = arena_strdup(x->a, msg);
}

void rx_wrong(rx *x, rel_wkind k, const char *loc, const char *fmt, ...) {
  if (x->stop) return;
  x->stop = 2;
  x->wk = k;
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  x->reason = arena_strdup(x->a, buf);
  x->loc = loc ? loc : "?";
}

/* ---------- values ---------- */

rs_val rv_int(uint64_t bits, int w, int s) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_INT;
  v.w = w, v.s = s;
  v.bits = rs_norm(bits, w, s);
  return v;
}

rs_val rv_bool(int b) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_BOOL;
  v.bits = b != 0;
  return v;
}

rs_val rv_unit(void) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = V_UNIT;
  return v;
}

rs_val rv_agg(rx *x, rs_vkind k, int n) {
  rs_val v;
  memset(&v, 0, sizeof v);
  v.k = k;
  v.n = n;
  v.items = arena_alloc(x->a, sizeof(rs_val) * (size_t)(n ? n : 1));
  memset(v.items, 0, sizeof(rs_val) * (size_t)(n ? n : 1));
  return v;
}

rs_val rv_adt(rx *x, const rs_adt *d, int var, int n) {
  rs_val v = rv_agg(x, V_ADT, n);
  v.adt = d;
  v.var = var;
  return v;
}

rs_val rv_option(rx *x, const rs_val *some) {
  const rs_adt *d = rs_find_adt(x->p, "Option");
  rs_val v = rv_adt(x, d, some ? 1 : 0, some ? 1 : 0);
  if (some) v.items[0] = *some;
  return v;
}

/* A deep copy (references stay shallow: they name the same memory). A Vec's and a String's
 * buffer are copied: a move hands the buffer on, and the place moved from is never read again. */
rs_val rv_copy(rx *x, const rs_val *v) {
  rs_val c = *v;
  if ((v->k == V_TUPLE || v->k == V_ARRAY || v->k == V_ADT || v->k == V_VEC || v->k == V_CLOS) && v->n) {
    c.items = arena_alloc(x->a, sizeof(rs_val) * (size_t)v->n);
    for (int i = 0; i < v->n; i++) c.items[i] = rv_copy(x, &v->items[i]);
    if (v->k == V_VEC) c.cap = v->n;
  }
  /* an empty Vec's copy gets its own (empty) buffer: the two must never share one */
  if (v->k == V_VEC && !v->n) {
    c.items = arena_alloc(x->a, sizeof(rs_val) * 4);
    c.cap = 4;
  }
  if (v->k == V_STRING) {
    char *b = arena_alloc(x->a, (size_t)v->len + 1);
    if (v->len) memcpy(b, v->str, (size_t)v->len);
    b[v->len] = 0;
    c.str = b;
    c.cap = v->len;
  }
  return c;
}

const rs_val *rv_deref(const rs_val *v) {
  while (v->k == V_REF && v->len < 0 && v->tgt) v = v->tgt;
  return v;
}

int rv_is_adt(const rs_val *v, const char *name) { return v->k == V_ADT && v->adt && !strcmp(v->adt->name, name); }

rs_val rv_some_ref(rx *x, rs_val *v) {
  if (!v) return rv_option(x, NULL);
  rs_val r;
  memset(&r, 0, sizeof r);
  r.k = V_REF;
  r.tgt = v;
  r.len = -1;
  return rv_option(x, &r);
}

static void append(rx *x, char **buf, size_t *len, size_t *capp, const char *s, size_t n) {
  if (*len + n + 1 > *capp) {
    size_t cap = (*len + n + 1) * 2;
    char *b = arena_alloc(x->a, cap);
    if (*len) memcpy(b, *buf, *len);
    *buf = b;
    *capp = cap;
  }
  memcpy(*buf + *len, s, n);
  *len += n;
}

void rx_print(rx *x, const char *s, size_t n) { x->ioops++; append(x, &x->out, &x->outn, &x->outcap, s, n); }
void rx_eprint(rx *x, const char *s, size_t n) { x->ioops++; append(x, &x->err, &x->errn, &x->errcap, s, n); }

/* ---------- places ---------- */

static void grow(rx *x, rs_val *v, int n) {
  if (v->n >= n) return;
  rs_val *items = arena_alloc(x->a, sizeof(rs_val) * (size_t)n);
  memset(items, 0, sizeof(rs_val) * (size_t)n);
  if (v->n) memcpy(items, v->items, sizeof(rs_val) * (size_t)v->n);
  v->items = items;
  v->n = n;
}

/* The place pl in frame f: a value (lv->v) or, through a slice reference, a window of an array.
 * write: the place is assigned, so an uninitialized aggregate is made to hold the field. */
static int place_lv(rx *x, frame *f, const rs_place *pl, lv *out, int write, const char *loc) {
  if (pl->local < 0 || pl->local >= f->b->nlocals) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "local _%d outside the body", pl->local);
    return -1;
  }
  lv r = {&f->locals[pl->local], 0, -1};
  for (int i = 0; i < pl->nproj; i++) {
    const rs_proj *pr = &pl->proj[i];
    switch (pr->k) {
      case RP_DEREF:
        if (r.len < 0 && rv_is_adt(r.v, "Box") && r.v->n == 1 && r.v->items[0].n == 1)
          r.v = &r.v->items[0].items[0];
        if (r.len >= 0 || r.v->k != V_REF) {
          if (r.v->k == V_STR) {
            rx_wrong(x, REL_W_UNSUPPORTED, loc, "a place inside a str");
            return -1;
          }
          rx_wrong(x, REL_W_UB, loc, "dereference of a value that is not a reference");
          return -1;
        }
        if (!r.v->tgt) {
          rx_wrong(x, REL_W_UB, loc, "dereference of a dangling reference");
          return -1;
        }
        /* a Box is Box(Unique(ptr)) (rs_heap.c): its deref follows the pointer */
        if (r.v->len >= 0) r = (lv){r.v->tgt, r.v->off, r.v->len};
        else r = (lv){r.v->tgt, 0, -1};
        break;
      case RP_FIELD:
        if (r.len >= 0) {
          rx_wrong(x, REL_W_UNSUPPORTED, loc, "a field of a slice");
          return -1;
        }
        if (r.v->k == V_UNINIT && write) *r.v = rv_agg(x, V_TUPLE, 0);
        if (r.v->k != V_TUPLE && r.v->k != V_ADT && r.v->k != V_CLOS) {
          if (r.v->k == V_UNINIT) {
            rx_wrong(x, REL_W_UB, loc, "read of an uninitialized value");
            return -1;
          }
          rx_wrong(x, REL_W_UNSUPPORTED, loc, "a field of this kind of value");
          return -1;
        }
        if (pr->a >= r.v->n) {
          if (!write && r.v->k != V_ADT) {
            rx_wrong(x, REL_W_UB, loc, "read of a field that does not exist");
            return -1;
          }
          grow(x, r.v, (int)pr->a + 1);
        }
        r.v = &r.v->items[pr->a];
        break;
      case RP_INDEX:
      case RP_CINDEX: {
        uint64_t k;
        if (pr->k == RP_INDEX) {
          if (pr->a < 0 || pr->a >= f->b->nlocals || f->locals[pr->a].k != V_INT) {
            rx_wrong(x, REL_W_UB, loc, "an index that is not an initialized integer");
            return -1;
          }
          k = f->locals[pr->a].bits;
        } else {
          long len = r.len >= 0 ? r.len : r.v->n;
          k = pr->from_end ? (uint64_t)(len - pr->a) : (uint64_t)pr->a;
        }
        if (r.len >= 0) {
          if (k >= (uint64_t)r.len) {
            rx_wrong(x, REL_W_UB, loc, "index %llu out of bounds of a slice of %ld", (unsigned long long)k, r.len);
            return -1;
          }
          r = (lv){&r.v->items[r.off + (long)k], 0, -1};
        } else {
          if ((r.v->k != V_ARRAY && r.v->k != V_VEC) || k >= (uint64_t)r.v->n) {
            rx_wrong(x, REL_W_UB, loc, "index %llu out of bounds", (unsigned long long)k);
            return -1;
          }
          r.v = &r.v->items[k];
        }
        break;
      }
      case RP_DOWNCAST:
        if (r.v->k == V_UNINIT && write) *r.v = rv_agg(x, V_TUPLE, 0);
        break;
      case RP_SUBSLICE: {
        /* MIR's own subslice (slice patterns `[a, rest @ ..]`): its bounds are checked before */
        long len = r.len >= 0 ? r.len : r.v->n;
        long off = r.len >= 0 ? r.off : 0;
        if (r.len < 0 && r.v->k != V_ARRAY && r.v->k != V_VEC) {
          rx_wrong(x, REL_W_UNSUPPORTED, loc, "a subslice of this kind of value");
          return -1;
        }
        long to = pr->from_end ? len - pr->to : pr->to;
        if (pr->a > to || to > len) {
          rx_wrong(x, REL_W_UB, loc, "subslice %ld..%ld out of bounds of %ld", pr->a, to, len);
          return -1;
        }
        r = (lv){r.v, off + pr->a, to - pr->a};
        break;
      }
    }
  }
  *out = r;
  return 0;
}

/* ---------- operands and rvalues ---------- */

static int exec_body(rx *x, const rs_body *b, const rs_val *args, int nargs, rs_val *ret);
static rs_val ref_to(const lv *l);

static int eval_const(rx *x, const rs_const *c, rs_val *out, const char *loc) {
  memset(out, 0, sizeof *out);
  switch (c->k) {
    case RC_INT: *out = rv_int(c->bits, c->width, c->is_signed); return 0;
    case RC_BOOL: *out = rv_bool((int)c->bits); return 0;
    case RC_CHAR: out->k = V_CHAR; out->bits = c->bits; return 0;
    case RC_UNIT: *out = rv_unit(); return 0;
    case RC_STR:
    case RC_BYTES: out->k = V_STR; out->str = c->text; out->len = c->len; return 0;
    case RC_PROMOTED: {
      const rs_body *b = rs_find_promoted(x->p, c->text);
      if (!b) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "constant %s (its body is not in the MIR)", c->text);
        return -1;
      }
      return exec_body(x, b, NULL, 0, out);
    }
    case RC_ADT: {
      const rs_adt *d = rs_find_adt(x->p, c->adt);
      int v = d ? rs_variant_index(d, c->variant) : -1;
      if (v < 0) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "constant %s::%s", c->adt, c->variant);
        return -1;
      }
      *out = rv_adt(x, d, v, 0);
      return 0;
    }
    case RC_STATIC: {
      /* a shared reference to the static's value (its body run; safe code cannot write a
       * non-mut static, and a fresh copy per use is the same value) */
      const rs_body *b = rs_find_body(x->p, c->text);
      if (!b || b->nparams) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "static %s (its body is not in the MIR)", c->text);
        return -1;
      }
      rs_val *cell = arena_alloc(x->a, sizeof *cell);
      if (exec_body(x, b, NULL, 0, cell) < 0) return -1;
      lv l = {cell, 0, -1};
      *out = ref_to(&l);
      return 0;
    }
    case RC_FN:
      out->k = V_CLOS;
      out->var = 1;
      out->str = c->text;
      return 0;
    case RC_UNSUP:
      /* a closure without upvars is a zero-sized constant of its type */
      if (c->text && !strncmp(c->text, "ZeroSized: {closure@", 20)) {
        out->k = V_CLOS;
        out->str = c->text + 11;
        return 0;
      }
      /* a const item by its path (`datesub::MONTH_DAYS`): its body gives the value */
      if (c->text && (isupper((unsigned char)c->text[0]) || strstr(c->text, "::")) && !strchr(c->text, ' ')) {
        const rs_body *b = rs_find_promoted(x->p, c->text);
        if (b && !b->nparams) return exec_body(x, b, NULL, 0, out);
      }
      break;
  }
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "constant `%s`", c->text ? c->text : "?");
  return -1;
}

int eval_operand(rx *x, frame *f, const rs_operand *o, rs_val *out, const char *loc) {
  if (o->k == RO_CONST) return eval_const(x, &o->c, out, loc);
  lv l;
  if (place_lv(x, f, &o->p, &l, 0, loc) < 0) return -1;
  if (l.len >= 0) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "a slice read by value");
    return -1;
  }
  if (l.v->k == V_UNINIT) {
    rx_wrong(x, REL_W_UB, loc, "read of an uninitialized value");
    return -1;
  }
  *out = rv_copy(x, l.v);
  return 0;
}

/* Integers, bools and chars as (bits, width, signedness) for the shared integer rule. */
static int scalar(const rs_val *v, uint64_t *bits, int *w, int *s) {
  switch (v->k) {
    case V_INT: *bits = v->bits, *w = v->w, *s = v->s; return 1;
    case V_BOOL: *bits = v->bits, *w = 1, *s = 0; return 1;
    case V_CHAR: *bits = v->bits, *w = 32, *s = 0; return 1;
    default: return 0;
  }
}

static rs_val scalar_like(const rs_val *model, uint64_t bits) {
  if (model->k == V_INT) return rv_int(bits, model->w, model->s);
  rs_val v = *model;
  v.bits = model->k == V_BOOL ? (bits & 1) : (bits & 0xffffffffu);
  return v;
}

static int eval_binop(rx *x, rs_binop op, const rs_val *a, const rs_val *b, rs_val *out, const char *loc) {
  uint64_t ab, bb, r;
  int aw, as, bw, bs, ovf;
  if (!scalar(a, &ab, &aw, &as) || !scalar(b, &bb, &bw, &bs)) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "operator on non-scalar values");
    return -1;
  }
  if (op != RB_SHL && op != RB_SHR && (aw != bw || as != bs)) {
    rx_wrong(x, REL_W_UB, loc, "binary operator on operands of different types");
    return -1;
  }
  if (rs_int_binop(op, ab, bb, aw, as, &r, &ovf) < 0) {
    rx_wrong(x, REL_W_UB, loc, "%s without its check: no defined result", op == RB_DIV ? "division" : "remainder");
    return -1;
  }
  switch (op) {
    case RB_EQ: case RB_NE: case RB_LT: case RB_LE: case RB_GT: case RB_GE: *out = rv_bool((int)r); return 0;
    case RB_CMP: {
      const rs_adt *d = rs_find_adt(x->p, "Ordering");
      *out = rv_adt(x, d, (int)((int64_t)r + 1), 0);
      return 0;
    }
    case RB_ADDO: case RB_SUBO: case RB_MULO:
      *out = rv_agg(x, V_TUPLE, 2);
      out->items[0] = scalar_like(a, r);
      out->items[1] = rv_bool(ovf);
      return 0;
    default: *out = scalar_like(a, r); return 0;
  }
}

/* The window or value a reference to place l gives. */
static rs_val ref_to(const lv *l) {
  rs_val r;
  memset(&r, 0, sizeof r);
  r.k = V_REF;
  r.tgt = l->v;
  r.off = l->len >= 0 ? l->off : 0;
  r.len = l->len;
  return r;
}

static int eval_cast(rx *x, const rs_rvalue *rv, const rs_val *a, rs_val *out, const char *loc) {
  const rs_type *t = rv->ty;
  if (!strcmp(rv->cast, "IntToInt")) {
    uint64_t bits;
    int w, s;
    if (!scalar(a, &bits, &w, &s)) goto unsup;
    if (t->k == RT_INT) {
      uint64_t m = w >= 64 ? ~0ull : (1ull << w) - 1;
      *out = rv_int(rs_irule_cast(&rs_idom_words, bits & m, w, s, t->width), t->width, t->is_signed);
      return 0;
    }
    if (t->k == RT_CHAR && w == 8 && !s) { memset(out, 0, sizeof *out); out->k = V_CHAR; out->bits = bits & 0xff; return 0; }
    goto unsup;
  }
  if (!strncmp(rv->cast, "PointerCoercion(Unsize", 22) && a->k == V_REF && a->len < 0 && a->tgt &&
      a->tgt->k == V_ARRAY) {
    *out = *a;
    out->off = 0;
    out->len = a->tgt->n;
    return 0;
  }
  if (!strncmp(rv->cast, "PointerCoercion(Unsize", 22) && a->k == V_REF && t->k == RT_REF && strstr(t->text, "dyn std::io::Write")) {
    /* &mut dyn io::Write: the reference itself (the models of io::Write dispatch on the handle
     * it points to; a trait object of the file's own traits is not modelled) */
    *out = *a;
    return 0;
  }
  if (!strncmp(rv->cast, "PointerCoercion(Unsize", 22) && a->k == V_STR && t->k == RT_REF) {
    /* a byte string literal (&[u8; N], held as its bytes) as &[u8]: the same bytes */
    *out = *a;
    return 0;
  }
  if (!strcmp(rv->cast, "Transmute") || !strncmp(rv->cast, "PtrToPtr", 8)) {
    if (a->k == V_REF && t->k == RT_REF) { *out = *a; return 0; }
    /* a pointer's address: only the debug-assertion checks of std's inlined code (vec!'s
     * alignment and null checks) read one; the model's allocations are all at one address that
     * is non-null and aligned for every type (64 KiB), which is what those checks ask of a real
     * allocator's */
    if (!strcmp(rv->cast, "Transmute") && a->k == V_REF && a->len < 0 && t->k == RT_INT && t->width == 64 &&
        !t->is_signed) {
      *out = rv_int(0x10000, 64, 0);
      return 0;
    }
  }
unsup:
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "cast to %s (%s)", t->text, rv->cast);
  return -1;
}

static int eval_rvalue(rx *x, frame *f, const rs_rvalue *rv, const rs_type *dty, rs_val *out, const char *loc) {
  rs_val a, b;
  memset(out, 0, sizeof *out);
  switch (rv->k) {
    case RR_USE: return eval_operand(x, f, &rv->ops[0], out, loc);
    case RR_BIN:
      if (eval_operand(x, f, &rv->ops[0], &a, loc) < 0 || eval_operand(x, f, &rv->ops[1], &b, loc) < 0) return -1;
      return eval_binop(x, rv->op, &a, &b, out, loc);
    case RR_NOT:
    case RR_NEG: {
      if (eval_operand(x, f, &rv->ops[0], &a, loc) < 0) return -1;
      if (a.k == V_BOOL && rv->k == RR_NOT) { *out = rv_bool(!a.bits); return 0; }
      if (a.k != V_INT) break;
      *out = rv_int(rv->k == RR_NOT ? ~a.bits : (uint64_t)0 - a.bits, a.w, a.s);
      return 0;
    }
    case RR_META: {
      if (eval_operand(x, f, &rv->ops[0], &a, loc) < 0) return -1;
      if (a.k == V_STR || (a.k == V_REF && a.len >= 0)) { *out = rv_int((uint64_t)a.len, 64, 0); return 0; }
      if (a.k == V_REF) { *out = rv_unit(); return 0; }
      break;
    }
    case RR_REF: {
      lv l;
      /* &(*s) of a str or byte string constant (a reborrow): the same value, which holds its
       * bytes (no place inside it is taken) */
      if (rv->place.nproj == 1 && rv->place.proj[0].k == RP_DEREF && rv->place.local >= 0 && rv->place.local < f->b->nlocals &&
          f->locals[rv->place.local].k == V_STR) {
        *out = f->locals[rv->place.local];
        return 0;
      }
      if (place_lv(x, f, &rv->place, &l, 1, loc) < 0) return -1;
      *out = ref_to(&l);
      return 0;
    }
    case RR_LEN: {
      lv l;
      if (place_lv(x, f, &rv->place, &l, 0, loc) < 0) return -1;
      if (l.len >= 0) { *out = rv_int((uint64_t)l.len, 64, 0); return 0; }
      if (l.v->k == V_ARRAY) { *out = rv_int((uint64_t)l.v->n, 64, 0); return 0; }
      break;
    }
    case RR_DISCR: {
      lv l;
      if (place_lv(x, f, &rv->place, &l, 0, loc) < 0) return -1;
      if (l.len >= 0 || l.v->k != V_ADT || !l.v->adt || !l.v->adt->is_enum) {
        if (l.v->k == V_UNINIT) {
          rx_wrong(x, REL_W_UB, loc, "read of an uninitialized value");
          return -1;
        }
        break;
      }
      int w = dty && dty->k == RT_INT ? dty->width : 64, s = dty && dty->k == RT_INT ? dty->is_signed : 1;
      *out = rv_int((uint64_t)l.v->adt->variants[l.v->var].discr, w, s);
      return 0;
    }
    case RR_CAST:
      if (eval_operand(x, f, &rv->ops[0], &a, loc) < 0) return -1;
      return eval_cast(x, rv, &a, out, loc);
    case RR_TUPLE:
    case RR_ARRAY: {
      *out = rv_agg(x, rv->k == RR_TUPLE ? V_TUPLE : V_ARRAY, rv->nops);
      if (rv->k == RR_TUPLE && rv->nops == 0) { *out = rv_unit(); return 0; }
      for (int i = 0; i < rv->nops; i++)
        if (eval_operand(x, f, &rv->ops[i], &out->items[i], loc) < 0) return -1;
      return 0;
    }
    case RR_REPEAT: {
      if (rv->count > 1000000) {
        rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "array of %ld elements beyond the memory bound", rv->count);
        return -1;
      }
      if (eval_operand(x, f, &rv->ops[0], &a, loc) < 0) return -1;
      *out = rv_agg(x, V_ARRAY, (int)rv->count);
      for (long i = 0; i < rv->count; i++) out->items[i] = rv_copy(x, &a);
      return 0;
    }
    case RR_ADT: {
      const rs_adt *d = rs_find_adt(x->p, rv->adt);
      int var = 0;
      if (d && rv->variant) var = rs_variant_index(d, rv->variant);
      if (!d || var < 0 || (d->is_enum && !rv->variant)) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "aggregate of `%s%s%s` (no definition in the file)", rv->adt,
                 rv->variant ? "::" : "", rv->variant ? rv->variant : "");
        return -1;
      }
      *out = rv_adt(x, d, var, rv->nops);
      for (int i = 0; i < rv->nops; i++)
        if (eval_operand(x, f, &rv->ops[i], &out->items[i], loc) < 0) return -1;
      return 0;
    }
    case RR_CLOSURE: {
      *out = rv_agg(x, V_CLOS, rv->nops);
      out->str = rv->adt;
      for (int i = 0; i < rv->nops; i++)
        if (eval_operand(x, f, &rv->ops[i], &out->items[i], loc) < 0) return -1;
      return 0;
    }
    case RR_UNSUP:
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "MIR rvalue `%s`", rv->text);
      return -1;
  }
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "this rvalue on these values");
  return -1;
}

/* ---------- asserts ---------- */

/* The message the panic of a failed MIR assert carries at run time (core::panicking's
 * panic_const_* functions and panic_bounds_check), from the MIR's message template. */
const char *rs_assert_text(const char *tmpl) {
  static const struct { const char *tmpl, *msg; } fixed[] = {
    {"attempt to compute `{} + {}`, which would overflow", "attempt to add with overflow"},
    {"attempt to compute `{} - {}`, which would overflow", "attempt to subtract with overflow"},
    {"attempt to compute `{} * {}`, which would overflow", "attempt to multiply with overflow"},
    {"attempt to compute `{} / {}`, which would overflow", "attempt to divide with overflow"},
    {"attempt to compute the remainder of `{} % {}`, which would overflow",
     "attempt to calculate the remainder with overflow"},
    {"attempt to divide `{}` by zero", "attempt to divide by zero"},
    {"attempt to calculate the remainder of `{}` with a divisor of zero",
     "attempt to calculate the remainder with a divisor of zero"},
    {"attempt to negate `{}`, which would overflow", "attempt to negate with overflow"},
    {"attempt to shift left by `{}`, which would overflow", "attempt to shift left with overflow"},
    {"attempt to shift right by `{}`, which would overflow", "attempt to shift right with overflow"},
  };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    if (!strcmp(tmpl, fixed[i].tmpl)) return fixed[i].msg;
  return NULL;
}

static const char *assert_message(rx *x, frame *f, const rs_term *t) {
  const char *fixed = rs_assert_text(t->msg);
  if (fixed) return fixed;
  if (!strcmp(t->msg, "index out of bounds: the length is {} but the index is {}") && t->nargs == 2) {
    rs_val len, idx;
    if (eval_operand(x, f, &t->args[0], &len, t->loc) < 0 || eval_operand(x, f, &t->args[1], &idx, t->loc) < 0)
      return NULL;
    return arena_printf(x->a, "index out of bounds: the len is %llu but the index is %llu",
                        (unsigned long long)len.bits, (unsigned long long)idx.bits);
  }
  rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "assert with message \"%s\"", t->msg);
  return NULL;
}

/* ---------- bodies ---------- */

int rx_call_closure(rx *x, rs_val *clo, const rs_val *args, int n, rs_val *ret, const char *loc) {
  while (clo->k == V_REF && clo->len < 0 && clo->tgt) clo = clo->tgt;
  if (clo->k != V_CLOS || !clo->str) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "a call of a value that is not a closure of this file");
    return -1;
  }
  if (clo->var == 1) {
    /* a fn item: its body takes the arguments alone */
    const rs_body *fb = rs_find_body(x->p, clo->str);
    if (!fb) {
      /* a std item passed as a value (`.all(u8::is_ascii_digit)`): its model, when it needs no
       * result type */
      rs_val *av = arena_alloc(x->a, sizeof(rs_val) * (size_t)(n + 1));
      if (n) memcpy(av, args, sizeof(rs_val) * (size_t)n);
      int rc = rs_model_call(x, clo->str, av, n, NULL, ret, loc);
      if (rc) return rc < 0 ? -1 : 0;
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "call of `%s` as a value (not a function of this file)", clo->str);
      return -1;
    }
    return exec_body(x, fb, args, n, ret);
  }
  const rs_body *b = rs_closure_body(x->p, clo->str);
  if (!b) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "closure %s (its body is not in the MIR)", clo->str);
    return -1;
  }
  if (n + 1 > 64) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "a closure call with %d arguments", n);
    return -1;
  }
  rs_val *av = arena_alloc(x->a, sizeof(rs_val) * (size_t)(n + 1));
  /* Fn and FnMut bodies take the environment by reference (upvars change in place), FnOnce
   * bodies by value */
  if (b->ltypes[1]->k == RT_REF) {
    memset(&av[0], 0, sizeof av[0]);
    av[0].k = V_REF;
    av[0].tgt = clo;
    av[0].len = -1;
  } else {
    av[0] = rv_copy(x, clo);
  }
  for (int i = 0; i < n; i++) av[i + 1] = args[i];
  return exec_body(x, b, av, n + 1, ret);
}

/* `<T as Trait>::m(self, ...)` with T a type parameter: the method of the receiver's type (an ADT
 * of the file: the value says which), else the trait's default body `Trait::m`. */
static const rs_body *generic_trait_body(const rs_program *p, const char *callee, const rs_val *self) {
  if (callee[0] != '<') return NULL;
  const char *as = strstr(callee, " as ");
  const char *gt = as ? strstr(as, ">::") : NULL;
  if (!as || !gt) return NULL;
  const rs_val *v = self;
  while (v->k == V_REF && v->len < 0 && v->tgt) v = v->tgt;
  if (v->k != V_ADT || !v->adt) return NULL;
  char buf[512];
  snprintf(buf, sizeof buf, "<%s%s", v->adt->name, as);
  const rs_body *b = rs_trait_body(p, buf);
  if (b) return b;
  /* the trait's default: "Trait::m" (the trait's path without generics) */
  const char *tr = as + 4, *lt = strchr(tr, '<');
  size_t tl = (size_t)((lt && lt < gt ? lt : gt) - tr);
  const char *last = tr;
  for (const char *q = tr; q < tr + tl; q++)
    if (q[0] == ':' && q[1] == ':') last = q + 2;
  snprintf(buf, sizeof buf, "%.*s::%s", (int)(tr + tl - last), last, gt + 3);
  return rs_find_body(p, buf);
}

static int do_call(rx *x, frame *f, const rs_term *t) {
  /* the arguments live in the run's arena: each nested call keeps its C frame small */
  rs_val *args = arena_alloc(x->a, sizeof(rs_val) * (size_t)(t->nargs + 1));
  if (t->nargs > 64) {
    rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "a call with %d arguments", t->nargs);
    return -1;
  }
  const rs_body *b = rs_find_body(x->p, t->callee);
  if (!b) b = rs_trait_body(x->p, t->callee);
  for (int i = 0; i < t->nargs; i++)
    if (!b && t->args[i].k == RO_CONST && t->args[i].c.k == RC_UNSUP &&
        strncmp(t->args[i].c.text ? t->args[i].c.text : "", "ZeroSized: {closure@", 20)) {
      /* a closure or fn item passed to a std item: what is not modelled is the call */
      rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "call to `%s`", t->callee);
      return -1;
    }
  for (int i = 0; i < t->nargs; i++)
    if (eval_operand(x, f, &t->args[i], &args[i], t->loc) < 0) return -1;
  rs_val ret;
  memset(&ret, 0, sizeof ret);
  int rc;
  if (!b && t->nargs >= 1) b = generic_trait_body(x->p, t->callee, &args[0]);
  if (b) {
    rc = exec_body(x, b, args, t->nargs, &ret);
  } else if (rs_fn_trait_call(t->callee) && t->nargs == 2 && (args[1].k == V_TUPLE || args[1].k == V_UNIT)) {
    rc = rx_call_closure(x, &args[0], args[1].k == V_TUPLE ? args[1].items : NULL, args[1].k == V_TUPLE ? args[1].n : 0,
                         &ret, t->loc);
  } else {
    lv dl;
    const rs_type *dty = NULL;
    if (t->dest.nproj == 0 && t->dest.local >= 0 && t->dest.local < f->b->nlocals) dty = f->b->ltypes[t->dest.local];
    (void)dl;
    rc = rs_model_call(x, t->callee, args, t->nargs, dty, &ret, t->loc);
    if (rc == 0) {
      rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "call to `%s`", t->callee);
      return -1;
    }
    rc = rc < 0 ? -1 : 0;
  }
  if (rc < 0) return -1;
  lv l;
  if (place_lv(x, f, &t->dest, &l, 1, t->loc) < 0) return -1;
  if (l.len >= 0) {
    rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "a call's result into a slice");
    return -1;
  }
  *l.v = ret;
  return 0;
}

/* Whether a and b are the same value made of scalars only (no reference, heap buffer or closure:
 * the state they stand for is all there). */
static int same_scalars(const rs_val *a, const rs_val *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
    case V_UNINIT: case V_UNIT: return 1;
    case V_INT: case V_BOOL: case V_CHAR: return a->bits == b->bits && a->w == b->w && a->s == b->s;
    case V_STR: return a->str == b->str && a->len == b->len; /* a constant's text */
    case V_TUPLE: case V_ARRAY: case V_ADT:
      if (a->n != b->n || a->adt != b->adt || a->var != b->var) return 0;
      for (int i = 0; i < a->n; i++)
        if (!same_scalars(&a->items[i], &b->items[i])) return 0;
      return 1;
    default: return 0;
  }
}

/* A loop that repeats its state never ends: at a jump back to block `to`, every 512th such jump
 * copies the frame's locals (when they are scalars only: nothing outside the frame can change
 * while it runs, and nothing in it refers outside), and the jumps back to the same block among
 * the next 64 compare. The same locals, output and input position at the same block twice mean the same
 * steps again, forever (the run is deterministic). Returns 1 when so proved. */
typedef struct loopsnap {
  int bb;
  unsigned long at;   /* the jump back it was taken at */
  rs_val *locals;
  size_t outn, errn;
  long inpos;
  unsigned long ioops; /* any read or write in between (a file's position is not in the frame) */
} loopsnap;

static int repeats(rx *x, const frame *f, int to, loopsnap *ls) {
  int n = f->b->nlocals;
  ++x->backedges;
  /* the snapshot is compared at the jumps back to its block among the next 64 (a state that
   * comes back after a few iterations: an oscillation), then a new one is taken */
  if (ls->bb == to && x->backedges - ls->at <= 64) {
    if (ls->outn != x->outn || ls->errn != x->errn || ls->inpos != x->inpos || ls->ioops != x->ioops) return 0;
    int same = 1;
    for (int i = 0; i < n && same; i++) same = same_scalars(&ls->locals[i], &f->locals[i]);
    return same;
  }
  if (ls->bb >= 0 && x->backedges - ls->at <= 64) return 0;
  ls->bb = -1;
  if ((x->backedges & 511) != 0) return 0;
  for (int i = 0; i < n; i++)
    if (!same_scalars(&f->locals[i], &f->locals[i])) return 0;
  if (!ls->locals) ls->locals = arena_alloc(x->a, sizeof(rs_val) * (size_t)n);
  for (int i = 0; i < n; i++) ls->locals[i] = rv_copy(x, &f->locals[i]);
  ls->bb = to, ls->outn = x->outn, ls->errn = x->errn, ls->inpos = x->inpos, ls->ioops = x->ioops, ls->at = x->backedges;
  return 0;
}

static int exec_body(rx *x, const rs_body *b, const rs_val *args, int nargs, rs_val *ret) {
  if (b->unsupported) {
    rx_wrong(x, REL_W_UNSUPPORTED, b->loc, "%s in %s", b->unsupported, b->name);
    return -1;
  }
  if (nargs != b->nparams) {
    rx_wrong(x, REL_W_UB, b->loc, "%s called with %d arguments, takes %d", b->name, nargs, b->nparams);
    return -1;
  }
  if (++x->depth > RX_MAX_DEPTH) {
    rx_wrong(x, REL_W_OUT_OF_FUEL, b->loc, "call depth beyond %d", RX_MAX_DEPTH);
    return -1;
  }
  frame f = {b, arena_alloc(x->a, sizeof(rs_val) * (size_t)b->nlocals)};
  memset(f.locals, 0, sizeof(rs_val) * (size_t)b->nlocals);
  for (int i = 0; i < nargs; i++) f.locals[i + 1] = rv_copy(x, &args[i]);
  /* a closure without upvars is zero-sized: MIR never writes its local, only borrows it */
  for (int i = nargs + 1; i < b->nlocals; i++)
    if (rs_closure_local(b, i)) {
      f.locals[i].k = V_CLOS;
      f.locals[i].str = b->ltypes[i]->text;
    }
  int bb = 0;
  loopsnap ls = {-1, 0, NULL, 0, 0, 0, 0};
  for (;;) {
    const rs_block *blk = &b->blocks[bb];
    for (int i = 0; i < blk->nstmts; i++) {
      const rs_stmt *st = &blk->stmts[i];
      if (--x->fuel < 0 || arena_used(x->a) > RX_MAX_MEMORY) {
        rx_wrong(x, REL_W_OUT_OF_FUEL, st->loc, x->fuel < 0 ? "fuel exhausted" : "memory bound reached");
        return -1;
      }
      switch (st->k) {
        case RS_NOP: break;
        case RS_ASSIGN: {
          rs_val v;
          const rs_type *dty = st->place.nproj == 0 ? b->ltypes[st->place.local < b->nlocals ? st->place.local : 0] : NULL;
          if (eval_rvalue(x, &f, &st->rv, dty, &v, st->loc) < 0) return -1;
          lv l;
          if (place_lv(x, &f, &st->place, &l, 1, st->loc) < 0) return -1;
          if (l.len >= 0) {
            rx_wrong(x, REL_W_UNSUPPORTED, st->loc, "assignment to a slice");
            return -1;
          }
          /* an enum's field written before its discriminant (SetDiscriminant) keeps its shape */
          *l.v = v;
          break;
        }
        case RS_SETDISCR: {
          lv l;
          if (place_lv(x, &f, &st->place, &l, 1, st->loc) < 0) return -1;
          const rs_type *t = st->place.nproj == 0 ? b->ltypes[st->place.local] : NULL;
          const rs_adt *d = l.v->k == V_ADT ? l.v->adt : t && t->k == RT_ADT ? rs_find_adt(x->p, t->name) : NULL;
          if (!d || !d->is_enum || st->variant < 0 || st->variant >= d->nvariants) {
            rx_wrong(x, REL_W_UNSUPPORTED, st->loc, "SetDiscriminant on this place");
            return -1;
          }
          if (l.v->k == V_UNINIT) *l.v = rv_agg(x, V_ADT, 0);
          l.v->k = V_ADT;
          l.v->adt = d;
          l.v->var = (int)st->variant;
          break;
        }
        case RS_UNSUP:
          rx_wrong(x, REL_W_UNSUPPORTED, st->loc, "MIR statement `%s`", st->text);
          return -1;
      }
    }
    const rs_term *t = &blk->term;
    if (--x->fuel < 0) {
      rx_wrong(x, REL_W_OUT_OF_FUEL, t->loc, "fuel exhausted");
      return -1;
    }
    int from = bb;
    switch (t->k) {
      case RT_GOTO:
        bb = t->target;
        break;
      case RT_DROP: {
        /* a BufWriter over a file flushes when dropped (its bytes are then safe from exit) */
        lv l;
        if (x->nh && place_lv(x, &f, &t->dest, &l, 0, t->loc) == 0 && l.v && l.len < 0) rs_io_dropped(x, l.v);
        bb = t->target;
        break;
      }
      case RT_SWITCH: {
        rs_val v;
        uint64_t bits;
        int w, s;
        if (eval_operand(x, &f, &t->op, &v, t->loc) < 0) return -1;
        if (!scalar(&v, &bits, &w, &s)) {
          rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "switchInt on a non-scalar");
          return -1;
        }
        uint64_t key = rs_norm(bits, w, 0);
        bb = t->target;
        for (int i = 0; i < t->nvals; i++)
          if (rs_norm(t->vals[i], w, 0) == key) { bb = t->targets[i]; break; }
        break;
      }
      case RT_ASSERT: {
        rs_val v;
        if (eval_operand(x, &f, &t->op, &v, t->loc) < 0) return -1;
        if (v.k != V_BOOL) {
          rx_wrong(x, REL_W_UB, t->loc, "assert on a value that is not a bool");
          return -1;
        }
        if ((int)v.bits != t->expected) {
          const char *msg = assert_message(x, &f, t);
          if (msg) rx_panic(x, msg);
          return -1;
        }
        bb = t->target;
        break;
      }
      case RT_CALL:
        if (do_call(x, &f, t) < 0) return -1;
        if (t->target < 0) {
          rx_wrong(x, REL_W_UB, t->loc, "a call that cannot return returned");
          return -1;
        }
        bb = t->target;
        break;
      case RT_RETURN:
        if (f.locals[0].k == V_UNINIT && b->ltypes[0]->k == RT_UNIT) f.locals[0] = rv_unit();
        *ret = f.locals[0];
        x->depth--;
        return 0;
      case RT_UNREACHABLE:
        rx_wrong(x, REL_W_UB, t->loc, "entered unreachable code (MIR `unreachable`)");
        return -1;
      case RT_TUNSUP:
        rx_wrong(x, REL_W_UNSUPPORTED, t->loc, "MIR terminator `%s`", t->text);
        return -1;
    }
    if (bb <= from && repeats(x, &f, bb, &ls)) {
      rx_wrong(x, REL_W_DIVERGES, t->loc, "a loop whose state repeats: the run never ends");
      return -1;
    }
  }
}

/* ---------- a big stack ---------- */

typedef struct stack_job {
  void (*fn)(void *);
  void *arg;
} stack_job;

static void *stack_main(void *a) {
  stack_job *j = a;
  j->fn(j->arg);
  return NULL;
}

int rs_stack_run(void (*fn)(void *), void *arg) {
  /* Recursion in the run follows the Rust program's (RX_MAX_DEPTH calls, a few KiB each under
   * ASan): a fresh thread with a 512 MiB stack (reserved, touched only as deep as it goes) */
  pthread_attr_t at;
  pthread_t th;
  stack_job j = {fn, arg};
  if (pthread_attr_init(&at)) return 0;
  int ok = !pthread_attr_setstacksize(&at, (size_t)512 << 20) && !pthread_create(&th, &at, stack_main, &j);
  pthread_attr_destroy(&at);
  if (!ok) return 0;
  pthread_join(th, NULL);
  return 1;
}

typedef struct exec_job {
  const rs_program *p;
  const char *name;
  const rs_val *args;
  int nargs;
  long long fuel;
  const rs_env *env;
  arena *out;
  rs_val *ret;
  rel_behaviour b;
} exec_job;

static rel_behaviour exec_here(const exec_job *j);

static void exec_job_main(void *a) {
  exec_job *j = a;
  j->b = exec_here(j);
}

rel_behaviour rs_exec(const rs_program *p, const char *name, const rs_val *args, int nargs, long long fuel,
                      const rs_env *env, arena *out, rs_val *ret) {
  exec_job j = {p, name, args, nargs, fuel, env, out, ret, {0}};
  if (!rs_stack_run(exec_job_main, &j)) exec_job_main(&j);
  return j.b;
}

static rel_behaviour exec_here(const exec_job *j) {
  const rs_program *p = j->p;
  const char *name = j->name;
  arena *out = j->out;
  rx x;
  memset(&x, 0, sizeof x);
  x.p = p;
  x.a = out;
  x.fuel = j->fuel > 0 ? j->fuel : 10000000;
  x.inlen = -1;
  x.nfiles = -1;
  if (j->env) {
    x.in = j->env->in;
    x.inlen = j->env->inlen;
    x.files = j->env->files;
    x.nfiles = j->env->nfiles;
    x.argv = j->env->argv;
    x.argc = j->env->argc;
    x.create_over = j->env->create_over;
  }
  const rs_body *b = rs_find_body(p, name);
  if (!b) return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "no function %s", name), "?");
  rs_val r;
  memset(&r, 0, sizeof r);
  int rc = exec_body(&x, b, j->args, j->nargs, &r);
  /* Rust's stdout is one record of all the bytes printed, in order; stderr another */
  rel_record *rec = arena_alloc(out, sizeof(rel_record) * (size_t)(x.nwf + 2));
  int nrec = 0;
  if (x.outn > 0) rec[nrec++] = (rel_record){"stdout", x.out, x.outn};
  if (x.errn > 0) rec[nrec++] = (rel_record){"stderr", x.err, x.errn};
  /* each file the run created, as it was left */
  for (int i = 0; i < x.nwf; i++) rec[nrec++] = (rel_record){arena_printf(out, "file:%s", x.wf[i].name), x.wf[i].buf, x.wf[i].n};
  if (rc == 0) {
    if (j->ret) *j->ret = r;
    return rel_returned(out, rs_val_rel(out, &r), nrec ? rec : NULL, nrec);
  }
  if (x.stop == 1) return rel_panicked(out, x.msg, nrec ? rec : NULL, nrec);
  if (x.stop == 3) return rel_exited(out, x.exit_code, nrec ? rec : NULL, nrec);
  return rel_went_wrong(out, x.wk, x.reason, x.loc);
}
