/* rs_sym.c — the Rust room's symbolic executor over the same MIR as the interpreter: integers as
 * bit-vector terms of src/sym, bools as Bool terms, aggregates (tuples, arrays, ADTs) as trees of
 * them whose enum variants are concrete on each path, references as places of the path's frames.
 * The executor follows paths: a switchInt or assert on a symbolic value forks the path under the
 * branch's guard. Every end is a case of the summary: returned (the result encoded as one
 * bit-vector, see enc), panicked with the message the interpreter gives (a guarded
 * REL_O_PANICKED case), gone wrong, or unknown (a construct not modelled here, a loop bound of
 * rel_sym_opts.unroll symbolic iterations, the inlining depth, the path budget). With
 * rel_sym_opts.cut the summary is cut at the unit's first loop for relational induction
 * (rel_loopcut; cut_loop below): the paths stop at the loop's head, and one iteration runs from a
 * head state of fresh variables; with cut_all too, a unit of two or more loops is cut at every
 * loop's head (rel_cutset; cut_all below).
 *
 * What it shares with the interpreter (rs_exec.c): the MIR representation, the messages of failed
 * asserts (rs_assert_text), the integer rule for constant operands (rs_int_binop, through the
 * term layer's constant folding checked in tests/rust/pairs), and the std items' behaviour as
 * written in rs_lib.c, restated here on terms for the ones it models. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/rust/rs_cfg.h"
#include "lang/rust/rs_irule.h"
#include "lang/rust/rs_rectext.h"
#include "lang/rust/rs_sym.h"
#include "lang/rust/rs_sym_int.h"
#include "lang/rust/rs_val.h"
/* ---------- values ---------- */

sv rsy_agg(sx *x, rs_vkind ak, int n) {
  sv v;
  memset(&v, 0, sizeof v);
  v.k = S_AGG;
  v.ak = ak;
  v.n = n;
  v.items = arena_alloc(x->a, sizeof(sv) * (size_t)(n ? n : 1));
  memset(v.items, 0, sizeof(sv) * (size_t)(n ? n : 1));
  return v;
}
sv rsy_adt(sx *x, const rs_adt *d, int var, int n) {
  sv v = rsy_agg(x, V_ADT, n);
  v.adt = d;
  v.var = var;
  return v;
}
sv rsy_option(sx *x, const sv *some) {
  sv v = rsy_adt(x, rs_find_adt(x->p, "Option"), some ? 1 : 0, some ? 1 : 0);
  if (some) v.items[0] = *some;
  return v;
}

sv rsy_copy(sx *x, const sv *v) {
  sv c = *v;
  if ((v->k == S_AGG || v->k == S_SEQ || v->k == S_ITER || v->k == S_TXT || v->k == S_FARG || v->k == S_FMT) && v->n) {
    c.items = arena_alloc(x->a, sizeof(sv) * (size_t)v->n);
    for (int i = 0; i < v->n; i++) c.items[i] = rsy_copy(x, &v->items[i]);
  }
  return c;
}

/* The bits of a scalar (a bool as 1 bit) and their reading. */
static int sscalar(sx *x, const sv *v, term_ref *t, int *w, int *s) {
  if (v->k == S_BV) { *t = v->t; *w = v->w; *s = v->s; return 1; }
  if (v->k == S_BOOL) { *t = ITE(x, v->t, BV(x, 1, 1), BV(x, 1, 0)); *w = 1; *s = 0; return 1; }
  return 0;
}

/* ---------- cases ---------- */

static void add_case(sx *x, rel_pkind k, rel_okind ok, term_ref g, term_ref v, const char *reason, const char *loc) {
  if (is_false(x, g)) return;
  if (x->npaths == x->cap) {
    int nc = x->cap ? 2 * x->cap : 16;
    rel_path *np = arena_alloc(x->a, sizeof(rel_path) * (size_t)nc);
    if (x->npaths) memcpy(np, x->paths, sizeof(rel_path) * (size_t)x->npaths);
    x->paths = np;
    x->cap = nc;
  }
  x->paths[x->npaths++] = (rel_path){.kind = k, .guard = g, .value = v, .reason = reason, .loc = loc ? loc : "?", .okind = ok,
                                     .seg = x->seg};
  if (k == REL_P_RETURNED && x->cur) x->paths[x->npaths - 1].nrec = x->cur->nrec, x->paths[x->npaths - 1].rec = x->cur->rec;
}
void rsy_unknown(sx *x, sst *st, const char *loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void rsy_unknown(sx *x, sst *st, const char *loc, const char *fmt, ...) {
  char buf[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  /* a place beyond a slice's followed elements is a bound, not an unsupported construct */
  const char *r = buf;
  if (!strncmp(r, "unsupported: bound reached", 26)) r += 13;
  if (!strncmp(r, "bound reached", 13)) x->bound_hits++;
  add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, st->g, TERM_NULL, arena_strdup(x->a, r), loc);
}

static void panic_case(sx *x, term_ref g, const char *msg, const char *loc) {
  add_case(x, REL_P_RETURNED, REL_O_PANICKED, g, TERM_NULL, arena_strdup(x->a, msg), loc);
}

/* ---------- the result as one bit-vector ---------- */

/* Width of the encoding of type t (0: not encodable). An enum is its variant index (8 bits) then
 * every variant's fields in order, the absent ones zero: one fixed width per type, injective. */
static int enc_width(sx *x, const rs_type *t, int depth) {
  if (depth > 16) return 0;
  switch (t->k) {
    case RT_INT: return t->width;
    case RT_BOOL: case RT_UNIT: return 1;
    case RT_CHAR: return 32;
    case RT_TUPLE: {
      int w = 0;
      for (int i = 0; i < t->n; i++) {
        int e = enc_width(x, t->args[i], depth + 1);
        if (!e) return 0;
        w += e;
      }
      return w ? w : 1;
    }
    case RT_ARRAY: {
      int e = enc_width(x, t->args[0], depth + 1);
      return e && t->len > 0 && t->len * e <= 1024 ? (int)t->len * e : 0;
    }
    case RT_ADT: {
      const rs_adt *d = rs_find_adt(x->p, t->name);
      if (!d) return 0;
      int w = d->is_enum ? 8 : 0;
      if (!strcmp(d->name, "Option")) { int e = t->n == 1 ? enc_width(x, t->args[0], depth + 1) : 0; return e ? 8 + e : 0; }
      if (!strcmp(d->name, "Result")) {
        int e1 = t->n == 2 ? enc_width(x, t->args[0], depth + 1) : 0, e2 = t->n == 2 ? enc_width(x, t->args[1], depth + 1) : 0;
        return e1 && e2 ? 8 + e1 + e2 : 0;
      }
      for (int v = 0; v < d->nvariants; v++)
        for (int i = 0; i < d->variants[v].nfields; i++) {
          if (!d->variants[v].ftypes) return 0;
          int e = enc_width(x, rs_parse_type(x->a, d->variants[v].ftypes[i]), depth + 1);
          if (!e) return 0;
          w += e;
        }
      return w > 1024 ? 0 : w ? w : 1;
    }
    default: return 0;
  }
}

static term_ref cat(sx *x, term_ref hi, term_ref lo) { return hi == TERM_NULL ? lo : M2(x, OP_CONCAT, hi, lo); }

/* The encoding of v of type t, or TERM_NULL when v does not have the shape of t. */
static term_ref enc(sx *x, const rs_type *t, const sv *v, int depth) {
  int w = enc_width(x, t, depth);
  if (!w) return TERM_NULL;
  switch (t->k) {
    case RT_INT: return v->k == S_BV && v->w == t->width ? v->t : TERM_NULL;
    case RT_CHAR: return v->k == S_BV && v->w == 32 ? v->t : TERM_NULL;
    case RT_BOOL: return v->k == S_BOOL ? ITE(x, v->t, BV(x, 1, 1), BV(x, 1, 0)) : TERM_NULL;
    case RT_UNIT: return BV(x, 1, 0);
    case RT_TUPLE: case RT_ARRAY: {
      int n = t->k == RT_TUPLE ? t->n : (int)t->len;
      if (n == 0) return BV(x, 1, 0);
      if (v->k != S_AGG || v->n != n) return TERM_NULL;
      term_ref r = TERM_NULL;
      for (int i = 0; i < n; i++) {
        term_ref e = enc(x, t->k == RT_TUPLE ? t->args[i] : t->args[0], &v->items[i], depth + 1);
        if (e == TERM_NULL) return TERM_NULL;
        r = cat(x, r, e);
      }
      return r;
    }
    case RT_ADT: {
      const rs_adt *d = rs_find_adt(x->p, t->name);
      if (v->k != S_AGG || v->ak != V_ADT || v->adt != d) return TERM_NULL;
      term_ref r = d->is_enum ? BV(x, 8, (uint64_t)v->var) : TERM_NULL;
      for (int var = 0; var < d->nvariants; var++) {
        const rs_variant *vr = &d->variants[var];
        for (int i = 0; i < vr->nfields; i++) {
          const rs_type *ft;
          if (!strcmp(d->name, "Option")) ft = t->args[0];
          else if (!strcmp(d->name, "Result")) ft = t->args[var];
          else ft = rs_parse_type(x->a, vr->ftypes[i]);
          term_ref e;
          if (var == v->var) {
            if (i >= v->n) return TERM_NULL;
            e = enc(x, ft, &v->items[i], depth + 1);
            if (e == TERM_NULL) return TERM_NULL;
          } else {
            e = BV(x, enc_width(x, ft, depth + 1), 0);
          }
          r = cat(x, r, e);
        }
      }
      return r ? r : BV(x, 1, 0);
    }
    default: return TERM_NULL;
  }
}

/* ---------- states ---------- */

static sst *st_copy(sx *x, const sst *s) {
  sst *c = arena_alloc(x->a, sizeof *c);
  *c = *s;
  c->f = arena_alloc(x->a, sizeof(sframe) * (size_t)(s->nf + 1));
  for (int i = 0; i < s->nf; i++) {
    c->f[i] = s->f[i];
    const rs_body *b = s->f[i].b;
    c->f[i].locals = arena_alloc(x->a, sizeof(sv) * (size_t)s->f[i].nloc);
    for (int l = 0; l < s->f[i].nloc; l++) c->f[i].locals[l] = rsy_copy(x, &s->f[i].locals[l]);
    c->f[i].visits = arena_alloc(x->a, sizeof(unsigned) * (size_t)b->nblocks);
    memcpy(c->f[i].visits, s->f[i].visits, sizeof(unsigned) * (size_t)b->nblocks);
  }
  return c;
}

/* Whether a and b are the same symbolic value made of scalars only (terms are hash-consed: the
 * same term is the same handle). */
static int same_scalars(const sv *a, const sv *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
    case S_UNINIT: case S_UNIT: return 1;
    case S_BV: case S_BOOL: return a->t == b->t && a->w == b->w && a->s == b->s;
    case S_STR: return a->str == b->str && a->len == b->len;
    case S_AGG:
      if (a->n != b->n || a->ak != b->ak || a->adt != b->adt || a->var != b->var) return 0;
      for (int i = 0; i < a->n; i++)
        if (!same_scalars(&a->items[i], &b->items[i])) return 0;
      return 1;
    default: return 0;
  }
}

/* The interpreter's proof of divergence (rs_exec.c) on terms: at two jumps back to the same block
 * the frame's locals, all scalars, are the same terms, so on every input of the path the state
 * repeats and the loop never ends. The snapshot is a fresh array each time (copies of the state
 * share it, read only). */
static int sym_repeats(sx *x, const sst *s, sframe *f, int to) {
  if (f->snap_bb == to) {
    /* a run that read a line or wrote a record since is not in the same state */
    int same = f->snap_inl == s->inl && f->snap_nrec == s->nrec;
    for (int i = 0; i < f->nloc && same; i++) same = same_scalars(&f->snap[i], &f->locals[i]);
    if (same) return 1;
  }
  f->snap_bb = -1;
  for (int i = 0; i < f->nloc; i++)
    if (!same_scalars(&f->locals[i], &f->locals[i])) return 0;
  f->snap = arena_alloc(x->a, sizeof(sv) * (size_t)(f->nloc + 1));
  for (int i = 0; i < f->nloc; i++) f->snap[i] = rsy_copy(x, &f->locals[i]);
  f->snap_bb = to;
  return 0;
}

static void push_frame(sx *x, sst *s, const rs_body *b, const sv *args, int nargs, rs_place dest, int ret_bb) {
  sframe *nf = arena_alloc(x->a, sizeof(sframe) * (size_t)(s->nf + 2));
  if (s->nf) memcpy(nf, s->f, sizeof(sframe) * (size_t)s->nf);
  sframe *f = &nf[s->nf];
  memset(f, 0, sizeof *f);
  f->b = b;
  f->locals = arena_alloc(x->a, sizeof(sv) * (size_t)b->nlocals);
  memset(f->locals, 0, sizeof(sv) * (size_t)b->nlocals);
  for (int i = 0; i < nargs && i + 1 < b->nlocals; i++) f->locals[i + 1] = rsy_copy(x, &args[i]);
  /* a closure without upvars is zero-sized: MIR never writes its local, only borrows it (CTLBRK's
   * `count`, called through Fn::call after its loop) */
  for (int i = nargs + 1; i < b->nlocals; i++)
    if (rs_closure_local(b, i)) {
      f->locals[i] = rsy_agg(x, V_TUPLE, 0);
      f->locals[i].str = b->ltypes[i]->text;
    }
  f->visits = arena_alloc(x->a, sizeof(unsigned) * (size_t)(b->nblocks + 1));
  memset(f->visits, 0, sizeof(unsigned) * (size_t)(b->nblocks + 1));
  f->snap_bb = -1;
  f->from = -1;
  f->dest = dest;
  f->ret_bb = ret_bb;
  f->nloc = b->nlocals;
  s->f = nf;
  s->nf++;
}

/* ---------- places ---------- */

sv *rsy_deref(sx *x, sst *s, sv *v);

/* Why a path that reaches element SEQ_CAP of sequence v (it has that many, by the bounds check or
 * the iterator before) is not followed; "bound reached" makes rel count it as a bound. */
static const char *seq_beyond(sx *x, const sv *v) {
  return arena_printf(x->a, "bound reached: '%s' is followed for slices of length <= %d only", v->str ? v->str : "?", v->n);
}

/* A path about to use element idx (symbolic) of sequence v: where idx is beyond the followed
 * elements the path is an unknown case (a bound); it goes on where idx is within them. */
static void seq_split(sx *x, sst *s, const sv *v, term_ref idx) {
  if (v->k != S_SEQ) return;
  int iw = (int)term_sort_width(x->tc, term_sort_of(x->tc, idx));
  term_ref over = term_mk2(x->tc, OP_BVUGE, idx, term_bv(x->tc, (unsigned)iw, (uint64_t)v->n));
  term_ref g = term_and2(x->tc, s->g, over);
  if (g != term_false(x->tc)) {
    x->bound_hits++;
    add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, g, TERM_NULL, seq_beyond(x, v), x->loc);
  }
  s->g = term_and2(x->tc, s->g, term_not(x->tc, over));
}

/* Resolves a place of the top frame to the value it names. A symbolic index is allowed only as the
 * last projection: *symidx gets it (and the value is then the array). Returns NULL with an
 * unknown case added (why) when the place is outside what is modelled. */
static sv *place(sx *x, sst *s, const rs_place *pl, int write, term_ref *symidx, const char **why) {
  sframe *f = &s->f[s->nf - 1];
  if (symidx) *symidx = TERM_NULL;
  if (pl->local < 0 || pl->local >= f->b->nlocals) { *why = "a local outside the body"; return NULL; }
  sv *v = &f->locals[pl->local];
  for (int i = 0; i < pl->nproj; i++) {
    const rs_proj *pr = &pl->proj[i];
    switch (pr->k) {
      case RP_DEREF: {
        if (v->k != S_REF) { *why = v->k == S_STR ? "a place inside a str" : "dereference of a value that is not a modelled reference"; return NULL; }
        sv *t = &s->f[v->fr].locals[v->local];
        for (int k = 0; k < v->np; k++) {
          if ((t->k != S_AGG && t->k != S_SEQ) || v->proj[k] >= t->n) { *why = "a reference into a changed value"; return NULL; }
          t = &t->items[v->proj[k]];
        }
        v = t;
        break;
      }
      case RP_FIELD:
        if (v->k == S_UNINIT && write) *v = rsy_agg(x, V_TUPLE, 0);
        if (v->k != S_AGG) { *why = "a field of a value that is not an aggregate"; return NULL; }
        if (pr->a >= v->n) {
          if (!write && v->ak != V_ADT) { *why = "a field that does not exist"; return NULL; }
          sv *items = arena_alloc(x->a, sizeof(sv) * (size_t)(pr->a + 1));
          memset(items, 0, sizeof(sv) * (size_t)(pr->a + 1));
          if (v->n) memcpy(items, v->items, sizeof(sv) * (size_t)v->n);
          v->items = items;
          v->n = (int)pr->a + 1;
        }
        v = &v->items[pr->a];
        break;
      case RP_INDEX: case RP_CINDEX: {
        if ((v->k != S_AGG || v->ak != V_ARRAY) && v->k != S_SEQ) { *why = "an index into a value that is not an array (a slice)"; return NULL; }
        /* a shared slice in array mode is never written (safe Rust cannot through &[T]); a store
         * would leave its array stale, so none is taken */
        if (write && v->k == S_SEQ && v->arr != TERM_NULL) { *why = "a store into a shared slice"; return NULL; }
        long k;
        if (pr->k == RP_CINDEX && v->k == S_SEQ && pr->from_end) { *why = "an index from the end of a slice parameter"; return NULL; }
        if (pr->k == RP_CINDEX) {
          k = pr->from_end ? v->n - pr->a : pr->a;
        } else {
          sv *iv = pr->a >= 0 && pr->a < f->b->nlocals ? &f->locals[pr->a] : NULL;
          if (!iv || iv->k != S_BV) { *why = "an index that is not an integer"; return NULL; }
          if (!term_is_const(x->tc, iv->t)) {
            if (i + 1 != pl->nproj || !symidx) { *why = "a symbolic index followed by further projections"; return NULL; }
            *symidx = iv->t;
            return v;
          }
          k = (long)term_bv_value(x->tc, iv->t);
        }
        if (v->k == S_SEQ && k >= v->n) { *why = seq_beyond(x, v); return NULL; }
        if (k < 0 || k >= v->n) { *why = "an index out of the array's bounds without its check"; return NULL; }
        v = &v->items[k];
        break;
      }
      case RP_DOWNCAST:
        if (v->k == S_UNINIT && write) *v = rsy_agg(x, V_TUPLE, 0);
        break;
      case RP_SUBSLICE:
        *why = "a subslice (slice pattern)";
        return NULL;
    }
  }
  return v;
}

/* The value of an array element at symbolic index i: an ite over the elements. */
static int sym_select(sx *x, const sv *arr, term_ref i, sv *out) {
  if (arr->n == 0 || arr->n > MAX_ELEMS) return -1;
  sv r = rsy_copy(x, &arr->items[arr->n - 1]);
  if (r.k != S_BV && r.k != S_BOOL) return -1;
  int iw = (int)term_sort_width(x->tc, term_sort_of(x->tc, i));
  for (int k = arr->n - 2; k >= 0; k--) {
    const sv *e = &arr->items[k];
    if (e->k != r.k) return -1;
    r.t = ITE(x, term_eq(x->tc, i, BV(x, iw, (uint64_t)k)), e->t, r.t);
  }
  *out = r;
  return 0;
}

/* ---------- operands and rvalues ---------- */

static int run_promoted(sx *x, sst *s, const rs_body *b, sv *out);

static int sconst(sx *x, sst *s, const rs_const *c, sv *out, const char **why) {
  memset(out, 0, sizeof *out);
  switch (c->k) {
    case RC_INT: *out = sbv(BV(x, c->width, c->bits), c->width, c->is_signed); return 0;
    case RC_BOOL: *out = sbool(term_bool(x->tc, (int)c->bits)); return 0;
    case RC_CHAR: *out = sbv(BV(x, 32, c->bits), 32, 0); return 0;
    case RC_UNIT: *out = sunit(); return 0;
    case RC_STR: case RC_BYTES: out->k = S_STR; out->str = c->text; out->len = c->len; return 0;
    case RC_ADT: {
      const rs_adt *d = rs_find_adt(x->p, c->adt);
      int v = d ? rs_variant_index(d, c->variant) : -1;
      if (v < 0) break;
      *out = rsy_adt(x, d, v, 0);
      return 0;
    }
    case RC_PROMOTED: {
      const rs_body *b = rs_find_promoted(x->p, c->text);
      if (b && run_promoted(x, s, b, out) == 0) return 0;
      *why = "a promoted constant";
      return -1;
    }
    case RC_UNSUP:
      /* a closure without upvars is a zero-sized constant of its type (as the interpreter's) */
      if (c->text && !strncmp(c->text, "ZeroSized: {closure@", 20)) {
        *out = rsy_agg(x, V_TUPLE, 0);
        out->str = c->text + 11;
        return 0;
      }
      break;
    case RC_FN: case RC_STATIC: break;
  }
  *why = arena_printf(x->a, "constant `%s`", c->text ? c->text : "?");
  return -1;
}

/* Element i of a sequence in array mode (sv.arr): arr[i], of the shape of its followed elements. */
static sv seq_arr_elem(sx *x, const sv *seq, term_ref i) {
  term_ref e = term_mk2(x->tc, OP_SELECT, seq->arr, i);
  if (seq->items[0].k == S_BOOL) return sbool(term_eq(x->tc, e, BV(x, 1, 1)));
  return sbv(e, seq->items[0].w, seq->items[0].s);
}

static int soperand(sx *x, sst *s, const rs_operand *o, sv *out, const char **why) {
  if (o->k == RO_CONST) return sconst(x, s, &o->c, out, why);
  term_ref idx;
  sv *v = place(x, s, &o->p, 0, &idx, why);
  if (!v) return -1;
  if (idx != TERM_NULL && v->k == S_SEQ && v->arr != TERM_NULL) {
    *out = seq_arr_elem(x, v, idx);
    return 0;
  }
  if (idx != TERM_NULL) {
    seq_split(x, s, v, idx);
    if (sym_select(x, v, idx, out) < 0) { *why = "a symbolic index into an array of aggregates or of more than 256 elements"; return -1; }
    return 0;
  }
  if (v->k == S_UNINIT) { *why = "a read of an uninitialized value"; return -1; }
  *out = rsy_copy(x, v);
  return 0;
}

/* MIR's binary operators on terms (the symbolic counterpart of rs_int_binop). */
static int sbinop(sx *x, rs_binop op, const sv *a, const sv *b, sv *out, const char **why) {
  if (a->k == S_BOOL && b->k == S_BOOL) {
    switch (op) {
      case RB_BITAND: *out = sbool(AND(x, a->t, b->t)); return 0;
      case RB_BITOR: *out = sbool(OR(x, a->t, b->t)); return 0;
      case RB_BITXOR: case RB_NE: *out = sbool(NOT(x, term_eq(x->tc, a->t, b->t))); return 0;
      case RB_EQ: *out = sbool(term_eq(x->tc, a->t, b->t)); return 0;
      case RB_LT: *out = sbool(AND(x, NOT(x, a->t), b->t)); return 0;
      case RB_LE: *out = sbool(OR(x, NOT(x, a->t), b->t)); return 0;
      case RB_GT: *out = sbool(AND(x, a->t, NOT(x, b->t))); return 0;
      case RB_GE: *out = sbool(OR(x, a->t, NOT(x, b->t))); return 0;
      default: break;
    }
    *why = "this operator on bools";
    return -1;
  }
  if (a->k != S_BV || b->k != S_BV) { *why = "an operator on values that are not integers"; return -1; }
  int w = a->w, sg = a->s;
  if (op != RB_SHL && op != RB_SHR && b->w != w) { *why = "an operator on integers of different widths"; return -1; }
  /* Cmp's result is an Ordering, whose variant a path holds concretely: not made here */
  if (op == RB_CMP) { *why = "this operator in symbolic execution (Cmp)"; return -1; }
  /* the operator's rule (rs_irule.c), the interpreter's, over terms */
  rs_idom d;
  rs_idom_terms(&d, x->tc);
  rs_iout o;
  if (rs_irule_binop(&d, op, a->t, b->t, w, sg, b->w, op == RB_ADDO || op == RB_SUBO || op == RB_MULO, &o) < 0) { *why = "this operator in symbolic execution"; return -1; }
  if (o.truth) { *out = sbool((term_ref)o.r); return 0; }
  if (op == RB_ADDO || op == RB_SUBO || op == RB_MULO) {
    *out = rsy_agg(x, V_TUPLE, 2);
    out->items[0] = sbv((term_ref)o.r, w, sg);
    out->items[1] = sbool((term_ref)o.ovf);
    return 0;
  }
  *out = sbv((term_ref)o.r, w, sg);
  return 0;
}

/* An integer cast on terms: the rule rs_irule_cast, the interpreter's. */
static term_ref resize(sx *x, term_ref t, int from, int to, int sg) {
  rs_idom d;
  rs_idom_terms(&d, x->tc);
  return (term_ref)rs_irule_cast(&d, t, from, sg, to);
}

static int srvalue(sx *x, sst *s, const rs_rvalue *rv, const rs_type *dty, sv *out, const char **why) {
  sv a, b;
  memset(out, 0, sizeof *out);
  switch (rv->k) {
    case RR_USE: return soperand(x, s, &rv->ops[0], out, why);
    case RR_BIN:
      if (soperand(x, s, &rv->ops[0], &a, why) < 0 || soperand(x, s, &rv->ops[1], &b, why) < 0) return -1;
      return sbinop(x, rv->op, &a, &b, out, why);
    case RR_NOT: case RR_NEG:
      if (soperand(x, s, &rv->ops[0], &a, why) < 0) return -1;
      if (a.k == S_BOOL && rv->k == RR_NOT) { *out = sbool(NOT(x, a.t)); return 0; }
      if (a.k != S_BV) break;
      *out = sbv(M1(x, rv->k == RR_NOT ? OP_BVNOT : OP_BVNEG, a.t), a.w, a.s);
      return 0;
    case RR_META:
      if (soperand(x, s, &rv->ops[0], &a, why) < 0) return -1;
      if (a.k == S_STR) { *out = sbv(BV(x, 64, (uint64_t)a.len), 64, 0); return 0; }
      if (a.k == S_REF) {
        /* the length of the slice a reference points to */
        const sv *t = rsy_deref(x, s, &a);
        if (t && t->k == S_SEQ) { *out = sbv(t->t, 64, 0); return 0; }
        if (t && t->k == S_AGG && t->ak == V_ARRAY) { *out = sbv(BV(x, 64, (uint64_t)t->n), 64, 0); return 0; }
      }
      break;
    case RR_REF: {
      const rs_place *pl = &rv->place;
      sframe *f = &s->f[s->nf - 1];
      int fr = s->nf - 1, local = pl->local, k0 = 0;
      /* &(*r).f: a reborrow through a reference starts at the reference's place */
      int *proj = arena_alloc(x->a, sizeof(int) * (size_t)(pl->nproj + 16));
      int np = 0;
      if (local < 0 || local >= f->b->nlocals) break;
      if (pl->nproj && pl->proj[0].k == RP_DEREF) {
        const sv *r = &f->locals[local];
        if (r->k != S_REF) break;
        fr = r->fr, local = r->local;
        for (int i = 0; i < r->np && np < 16; i++) proj[np++] = r->proj[i];
        k0 = 1;
      }
      for (int i = k0; i < pl->nproj; i++) {
        if (pl->proj[i].k == RP_FIELD) proj[np++] = (int)pl->proj[i].a;
        else if (pl->proj[i].k == RP_DOWNCAST) continue;
        else if (pl->proj[i].k == RP_CINDEX && !pl->proj[i].from_end) proj[np++] = (int)pl->proj[i].a;
        else if (pl->proj[i].k == RP_INDEX && pl->proj[i].a >= 0 && pl->proj[i].a < f->b->nlocals &&
                 f->locals[pl->proj[i].a].k == S_BV && term_is_const(x->tc, f->locals[pl->proj[i].a].t) &&
                 term_bv_value(x->tc, f->locals[pl->proj[i].a].t) < MAX_ELEMS * 16)
          proj[np++] = (int)term_bv_value(x->tc, f->locals[pl->proj[i].a].t); /* &a[k], k known on the path */
        else { *why = "a reference to an array element or through a second dereference"; return -1; }
      }
      /* the place must exist (a write makes the fields) */
      term_ref idx;
      if (!place(x, s, pl, 1, &idx, why) || idx != TERM_NULL) { if (!*why) *why = "a reference"; return -1; }
      memset(out, 0, sizeof *out);
      out->k = S_REF;
      out->fr = fr, out->local = local, out->np = np, out->proj = proj;
      return 0;
    }
    case RR_LEN: {
      term_ref idx;
      sv *v = place(x, s, &rv->place, 0, &idx, why);
      if (!v) return -1;
      if (v->k == S_AGG && v->ak == V_ARRAY && idx == TERM_NULL) { *out = sbv(BV(x, 64, (uint64_t)v->n), 64, 0); return 0; }
      if (v->k == S_SEQ && idx == TERM_NULL) { *out = sbv(v->t, 64, 0); return 0; }
      break;
    }
    case RR_DISCR: {
      term_ref idx;
      sv *v = place(x, s, &rv->place, 0, &idx, why);
      if (!v) return -1;
      if (v->k != S_AGG || v->ak != V_ADT || !v->adt || !v->adt->is_enum || idx != TERM_NULL) break;
      int w = dty && dty->k == RT_INT ? dty->width : 64, sg = dty && dty->k == RT_INT ? dty->is_signed : 1;
      *out = sbv(BV(x, w, (uint64_t)v->adt->variants[v->var].discr), w, sg);
      return 0;
    }
    case RR_CAST: {
      if (soperand(x, s, &rv->ops[0], &a, why) < 0) return -1;
      /* &[T; N] as &[T], &Vec as &[T]: the same reference, its length is the pointee's */
      /* a byte string constant (b"\n": &[u8; N]) as a &[u8] stays the constant */
      if (!strncmp(rv->cast, "PointerCoercion(Unsize", 22) && (a.k == S_REF || a.k == S_STR)) { *out = a; return 0; }
      if (strcmp(rv->cast, "IntToInt")) { *why = arena_printf(x->a, "cast to %s (%s)", rv->ty->text, rv->cast); return -1; }
      term_ref t;
      int w, sg;
      if (!sscalar(x, &a, &t, &w, &sg)) break;
      if (rv->ty->k == RT_INT) { *out = sbv(resize(x, t, w, rv->ty->width, sg), rv->ty->width, rv->ty->is_signed); return 0; }
      if (rv->ty->k == RT_CHAR && w == 8) { *out = sbv(resize(x, t, 8, 32, 0), 32, 0); return 0; }
      break;
    }
    case RR_TUPLE: case RR_ARRAY:
      if (rv->k == RR_TUPLE && rv->nops == 0) { *out = sunit(); return 0; }
      *out = rsy_agg(x, rv->k == RR_TUPLE ? V_TUPLE : V_ARRAY, rv->nops);
      for (int i = 0; i < rv->nops; i++)
        if (soperand(x, s, &rv->ops[i], &out->items[i], why) < 0) return -1;
      return 0;
    case RR_REPEAT:
      if (rv->count > MAX_ELEMS * 16) { *why = "an array of more elements than followed"; return -1; }
      if (soperand(x, s, &rv->ops[0], &a, why) < 0) return -1;
      *out = rsy_agg(x, V_ARRAY, (int)rv->count);
      for (long i = 0; i < rv->count; i++) out->items[i] = rsy_copy(x, &a);
      return 0;
    case RR_ADT: {
      const rs_adt *d = rs_find_adt(x->p, rv->adt);
      int var = d && rv->variant ? rs_variant_index(d, rv->variant) : 0;
      if (!d || var < 0 || (d->is_enum && !rv->variant)) { *why = arena_printf(x->a, "aggregate of `%s`", rv->adt); return -1; }
      *out = rsy_adt(x, d, var, rv->nops);
      for (int i = 0; i < rv->nops; i++)
        if (soperand(x, s, &rv->ops[i], &out->items[i], why) < 0) return -1;
      return 0;
    }
    case RR_CLOSURE:
      /* a closure's value: its upvars, a tuple marked with its type (str). Nothing calls it yet
       * but the models that know the call is not made (unwrap_or_else of an Ok); a call of it
       * anywhere else is a call not followed (unsupported where reached) */
      *out = rsy_agg(x, V_TUPLE, rv->nops);
      out->str = rv->adt;
      for (int i = 0; i < rv->nops; i++)
        if (soperand(x, s, &rv->ops[i], &out->items[i], why) < 0) return -1;
      return 0;
    case RR_UNSUP:
      *why = arena_printf(x->a, "MIR rvalue `%s`", rv->text);
      return -1;
  }
  if (!*why) *why = "this rvalue on these values";
  return -1;
}

/* ---------- the std items, on terms ---------- */

const char *rsy_last_seg(const char *c) {
  const char *l = c;
  for (const char *p = c; *p; p++)
    if (p[0] == ':' && p[1] == ':') l = p + 2;
  return l;
}

int rsy_ends(const char *c, const char *s) {
  size_t n = strlen(c), k = strlen(s);
  if (k > n || strcmp(c + n - k, s)) return 0;
  return k == n || c[n - k - 1] == ':' || c[n - k - 1] == '>' || c[n - k - 1] == ' ';
}


sv *rsy_deref(sx *x, sst *s, sv *v) {
  (void)x;
  if (v->k != S_REF) return v;
  sv *t = &s->f[v->fr].locals[v->local];
  for (int k = 0; k < v->np; k++) {
    if ((t->k != S_AGG && t->k != S_SEQ) || v->proj[k] >= t->n) return NULL;
    t = &t->items[v->proj[k]];
  }
  return t;
}

/* ---------- struct and tuple parameters ---------- */

int rs_agg_fields(const rs_program *p, const rs_type *t, const rs_type ***ft, const char ***names, arena *a, int depth) {
  if (depth > 8) return -1;
  int n;
  const rs_type **f;
  const char **nm;
  if (t->k == RT_TUPLE && t->n > 0) {
    n = t->n;
    f = arena_alloc(a, sizeof(rs_type *) * (size_t)n);
    nm = arena_alloc(a, sizeof(char *) * (size_t)n);
    for (int i = 0; i < n; i++) f[i] = t->args[i], nm[i] = arena_printf(a, "%d", i);
  } else if (t->k == RT_ADT && t->n == 0) {
    const rs_adt *d = rs_find_adt(p, t->name);
    if (!d || d->is_enum || d->nvariants != 1 || !d->variants[0].ftypes || d->variants[0].nfields == 0) return -1;
    const rs_variant *v = &d->variants[0];
    n = v->nfields;
    f = arena_alloc(a, sizeof(rs_type *) * (size_t)n);
    nm = arena_alloc(a, sizeof(char *) * (size_t)n);
    for (int i = 0; i < n; i++) {
      f[i] = rs_parse_type(a, v->ftypes[i]);
      nm[i] = v->fields ? v->fields[i] : arena_printf(a, "%d", i);
    }
  } else {
    return -1;
  }
  for (int i = 0; i < n; i++) {
    const rs_type **sf;
    const char **sn;
    if (f[i]->k != RT_INT && f[i]->k != RT_BOOL && rs_agg_fields(p, f[i], &sf, &sn, a, depth + 1) < 0) return -1;
  }
  *ft = f, *names = nm;
  return n;
}

/* A struct or tuple parameter as a tree of variables "<base>_f<k>", k the leaf's order. */
static sv sym_agg(sx *x, const rs_type *t, const char *base, int *leaf) {
  const rs_type **ft;
  const char **nm;
  if (t->k == RT_INT || t->k == RT_BOOL) {
    int w = t->k == RT_BOOL ? 1 : t->width;
    term_ref v = term_var(x->tc, arena_printf(x->a, "%s_f%d", base, (*leaf)++), term_sort_bv(x->tc, (unsigned)w));
    return t->k == RT_BOOL ? sbool(term_eq(x->tc, v, BV(x, 1, 1))) : sbv(v, w, t->is_signed);
  }
  int n = rs_agg_fields(x->p, t, &ft, &nm, x->a, 0);
  sv r = t->k == RT_TUPLE ? rsy_agg(x, V_TUPLE, n) : rsy_adt(x, rs_find_adt(x->p, t->name), 0, n);
  for (int i = 0; i < n; i++) r.items[i] = sym_agg(x, ft[i], base, leaf);
  return r;
}

/* The model's value of such a parameter (free variables: zero), leaves in the same order. */
static rel_value tree_agg(const rs_program *p, const rs_type *t, const char *base, int *leaf, term_ctx *tc,
                          term_ref (*eval)(void *ectx, term_ref t), void *ectx, arena *a) {
  if (t->k == RT_INT || t->k == RT_BOOL) {
    int w = t->k == RT_BOOL ? 1 : t->width;
    term_ref v = eval(ectx, term_var(tc, arena_printf(a, "%s_f%d", base, (*leaf)++), term_sort_bv(tc, (unsigned)w)));
    uint64_t bits = v == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, v);
    return t->k == RT_BOOL ? rel_v_bool((int)(bits & 1)) : rel_v_int(rs_norm(bits, w, t->is_signed), w, t->is_signed);
  }
  const rs_type **ft;
  const char **nm;
  int n = rs_agg_fields(p, t, &ft, &nm, a, 0);
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) items[i] = tree_agg(p, ft[i], base, leaf, tc, eval, ectx, a);
  return rel_v_agg(a, items, n);
}

/* ---------- slices, Vecs and their iterators, on terms (rs_heap.c, rs_iter.c) ---------- */

const rs_type *rs_seq_param(const rs_type *t, int *is_vec, int *by_ref, int *is_mut) {
  *is_vec = *by_ref = *is_mut = 0;
  const rs_type *u = t;
  if (t->k == RT_REF) {
    if (!t->text || t->text[0] != '&') return NULL; /* a raw pointer */
    *by_ref = 1;
    *is_mut = !strncmp(t->text, "&mut ", 5);
    u = t->args[0];
  }
  const rs_type *e = NULL;
  if (u->k == RT_SLICE && *by_ref) e = u->args[0];
  else if (u->k == RT_ADT && !strcmp(u->name, "Vec") && u->n == 1 && !*is_mut) e = u->args[0], *is_vec = 1;
  return e && (e->k == RT_INT || e->k == RT_BOOL) ? e : NULL;
}

/* The method a callee names without its turbofish: "get" for core::slice::<impl [u8]>::get::<usize>,
 * "sum" for <Iter<'_, i32> as Iterator>::sum::<i32>. */
const char *rsy_method_name(sx *x, const char *c) {
  size_t n = strlen(c);
  const char *tf = NULL;
  for (const char *p = c; (p = strstr(p, "::<")); p++) tf = p;
  if (tf && c[n - 1] == '>' && !strstr(tf + 3, "::")) return rsy_last_seg(arena_strndup(x->a, c, (size_t)(tf - c)));
  return rsy_last_seg(c);
}

/* The sequence a reference (or an S_SEQ itself) names: elements items[0..n), its length len
 * (a term), seq the S_SEQ when the length is symbolic (NULL for an array of known length). */
typedef struct seqv {
  sv *items;
  int n;
  term_ref len;
  const sv *seq;
} seqv;

static int seq_view(sx *x, sst *s, sv *ref, seqv *q) {
  sv *t = ref->k == S_REF ? rsy_deref(x, s, ref) : ref;
  if (!t) return 0;
  if (t->k == S_SEQ) { *q = (seqv){t->items, t->n, t->t, t}; return 1; }
  if (t->k == S_AGG && t->ak == V_ARRAY) { *q = (seqv){t->items, t->n, BV(x, 64, (uint64_t)t->n), NULL}; return 1; }
  return 0;
}

/* The sequence a reference points to through references to references (a `&&[u8]`). */
static int slice_of(sx *x, sst *s, const sv *ref, seqv *q) {
  sv r = *ref;
  for (int d = 0; d < 4; d++) {
    sv *t = rsy_deref(x, s, &r);
    if (!t) return 0;
    if (t->k != S_REF) return seq_view(x, s, &r, q);
    r = *t;
  }
  return 0;
}

/* The bytes of piece pc of a concat (a byte string constant, or a reference to bytes of a known
 * length) appended to out[k..] (at most MAX_ELEMS in all): the next k, or -1. */
static int piece_bytes(sx *x, sst *s, const sv *pc, term_ref *out, int k) {
  seqv q;
  if (pc->k == S_STR) {
    if (k + pc->len > MAX_ELEMS) return -1;
    for (long j = 0; j < pc->len; j++) out[k++] = BV(x, 8, (unsigned char)pc->str[j]);
    return k;
  }
  if (pc->k != S_REF || !slice_of(x, s, pc, &q) || !term_is_const(x->tc, q.len)) return -1;
  uint64_t len = term_bv_value(x->tc, q.len);
  if (len > (uint64_t)q.n || k + (int)len > MAX_ELEMS) return -1;
  for (uint64_t j = 0; j < len; j++) {
    if (q.items[j].k != S_BV || q.items[j].w != 8) return -1;
    out[k++] = q.items[j].t;
  }
  return k;
}

/* A reference to element k of the sequence ref points to. */
static sv elem_ref(sx *x, const sv *ref, int k) {
  sv r = *ref;
  r.proj = arena_alloc(x->a, sizeof(int) * (size_t)(ref->np + 1));
  if (ref->np) memcpy(r.proj, ref->proj, sizeof(int) * (size_t)ref->np);
  r.proj[r.np++] = k;
  return r;
}

/* A reference to a fresh slot of the unit's frame holding v: what a shared reference to an
 * element chosen by a symbolic index (get(i), last(), max()) reads. */
sv rsy_slot_ref(sx *x, sst *s, const sv *v) {
  sframe *f0 = &s->f[0];
  sv *nl = arena_alloc(x->a, sizeof(sv) * (size_t)(f0->nloc + 1));
  memcpy(nl, f0->locals, sizeof(sv) * (size_t)f0->nloc);
  nl[f0->nloc] = rsy_copy(x, v);
  f0->locals = nl;
  sv r;
  memset(&r, 0, sizeof r);
  r.k = S_REF;
  r.fr = 0, r.local = f0->nloc++;
  return r;
}

/* Element i (symbolic, i < q->n on the guard it is used under) as a value. */
static int seq_select(sx *x, const seqv *q, term_ref i, sv *out) {
  sv arr;
  memset(&arr, 0, sizeof arr);
  arr.n = q->n, arr.items = q->items;
  return sym_select(x, &arr, i, out);
}

static term_ref ULE(sx *x, term_ref a, term_ref b) { return M2(x, OP_BVULE, a, b); }
static term_ref ULT(sx *x, term_ref a, term_ref b) { return M2(x, OP_BVULT, a, b); }

/* get(i) / first() / last(): None where i >= len, Some(&element) where i < len and within the
 * followed elements, the bound beyond. */
static int seq_get(sx *x, sst *s, sv *ref, const seqv *q, term_ref i, branch *br, int *nb) {
  term_ref some = ULT(x, i, q->len), in = ULT(x, i, BV(x, 64, (uint64_t)q->n));
  *nb = 0;
  br[(*nb)++] = (branch){NOT(x, some), rsy_option(x, NULL), 0, NULL, 0};
  sv r = sunit();
  if (term_is_const(x->tc, i)) {
    uint64_t k = term_bv_value(x->tc, i);
    if (k >= (uint64_t)q->n) in = term_false(x->tc);
    else r = elem_ref(x, ref, (int)k);
  } else {
    sv e;
    if (seq_select(x, q, i, &e) < 0) return -1;
    r = rsy_slot_ref(x, s, &e);
  }
  if (!is_false(x, in)) br[(*nb)++] = (branch){AND(x, some, in), rsy_option(x, &r), 0, NULL, 0};
  if (q->seq) br[(*nb)++] = (branch){AND(x, some, NOT(x, in)), sunit(), 0, seq_beyond(x, q->seq), 1};
  return 0;
}

/* What enumerate() yields with element e at position p (usize): the tuple (p, e). */
static sv enum_pair(sx *x, term_ref p, const sv *e) {
  sv t = rsy_agg(x, V_TUPLE, 2);
  t.items[0] = sbv(p, 64, 0);
  t.items[1] = *e;
  return t;
}

/* std::iter::repeat(x) (items[1] unit) and its take(k) (items[1] the count k): what Vec::extend
 * appends */
static rs_variant repeat_var = {"Repeat", 0, 2, NULL, 0, NULL};
static rs_adt repeat_adt = {"Repeat", 0, 1, &repeat_var};

/* The models of slice, Vec and slice-iterator items: 1 handled (br filled), 0 not one of them,
 * -1 with why. */
static int sseq_model(sx *x, sst *s, const char *c, sv *a, int n, const rs_type *dty, branch *br, int *nb, const char **why) {
  const char *m = rsy_method_name(x, c);
  seqv q;
  *nb = 0;
  term_ref g = T(x);
#define ONE(val) do { br[0] = (branch){g, (val), 0, NULL, 0}; *nb = 1; return 1; } while (0)
  /* (a Vec's Index of a range is its slice's: alloc's impl calls it, the same panics) */
  if (n == 2 && (!strncmp(c, "<[", 2) || !strncmp(c, "<Vec<", 5)) && strstr(c, " as Index<") && !strcmp(m, "index") && a[0].k == S_REF &&
      seq_view(x, s, &a[0], &q) &&
      a[1].k == S_AGG && a[1].adt && !strcmp(a[1].adt->name, "Range") && a[1].n == 2 && a[1].items[0].k == S_BV &&
      a[1].items[1].k == S_BV) {
    /* &v[lo..hi] of a slice, with constant bounds: core::slice::index checks the start against
     * the length, then the end, then their order (rs_heap.c's messages); one panic case per
     * length it fails on, else the elements lo..hi as an array of known length */
    if (!term_is_const(x->tc, a[1].items[0].t) || !term_is_const(x->tc, a[1].items[1].t)) { *why = "a slice indexed by a symbolic range"; return -1; }
    uint64_t lo = term_bv_value(x->tc, a[1].items[0].t), hi = term_bv_value(x->tc, a[1].items[1].t), top = lo > hi ? lo : hi;
    /* a sequence shorter than top: the panic's message names its length, one case per length;
     * past the branches a call makes (CTLBRK's &rec[31..40]) those lengths are one unknown case
     * instead (where a map fixes the length, as the record induction's, it holds on no input) */
    int many = q.seq && top + 2 > MAX_BR;
    if (many)
      br[(*nb)++] = (branch){M2(x, OP_BVULT, q.len, BV(x, 64, top)), sunit(), 0,
                             arena_printf(x->a, "unsupported: a slice indexed by %llu..%llu where it is shorter than %llu "
                                                "(a panic message per length: more than followed one by one)",
                                          (unsigned long long)lo, (unsigned long long)hi, (unsigned long long)top), 1};
    for (uint64_t v = 0; v < top && !many; v++) {
      if (!q.seq && v != (uint64_t)q.n) continue;
      const char *msg = v < lo ? arena_printf(x->a, "range start index %llu out of range for slice of length %llu", (unsigned long long)lo, (unsigned long long)v)
                               : arena_printf(x->a, "range end index %llu out of range for slice of length %llu", (unsigned long long)hi, (unsigned long long)v);
      br[(*nb)++] = (branch){term_eq(x->tc, q.len, BV(x, 64, v)), sunit(), 1, msg, 0};
    }
    term_ref fits = M2(x, OP_BVUGE, q.len, BV(x, 64, top));
    if (lo > hi) {
      br[(*nb)++] = (branch){fits, sunit(), 1, arena_printf(x->a, "slice index starts at %llu but ends at %llu", (unsigned long long)lo, (unsigned long long)hi), 0};
      return 1;
    }
    if (hi > (uint64_t)q.n) {
      if (!q.seq) { *why = "a slice indexed past its elements"; return -1; }
      br[(*nb)++] = (branch){fits, sunit(), 0, seq_beyond(x, q.seq), 1};
      return 1;
    }
    sv r = rsy_agg(x, V_ARRAY, (int)(hi - lo));
    for (uint64_t j = lo; j < hi; j++) r.items[j - lo] = rsy_copy(x, &q.items[j]);
    br[(*nb)++] = (branch){fits, rsy_slot_ref(x, s, &r), 0, NULL, 0};
    return 1;
  }
  /* == and != of two slices, arrays or Vecs of integers (core's SlicePartialEq: equal lengths, then
   * equal elements; CTLBRK's `a.branch != run.prev_branch`), through the references MIR passes
   * (&&[u8]); lengths known and every element followed, else not modelled here */
  if (n == 2 && (rsy_ends(c, "PartialEq>::eq") || rsy_ends(c, "PartialEq>::ne")) && a[0].k == S_REF && a[1].k == S_REF) {
    seqv qa, qb;
    if (slice_of(x, s, &a[0], &qa) && slice_of(x, s, &a[1], &qb) && term_is_const(x->tc, qa.len) && term_is_const(x->tc, qb.len)) {
      uint64_t la = term_bv_value(x->tc, qa.len), lb = term_bv_value(x->tc, qb.len);
      term_ref eq = term_bool(x->tc, la == lb);
      int known = la <= (uint64_t)qa.n && lb <= (uint64_t)qb.n;
      for (uint64_t j = 0; known && la == lb && j < la; j++) {
        const sv *ea = &qa.items[j], *eb = &qb.items[j];
        known = ea->k == S_BV && eb->k == S_BV && ea->w == eb->w;
        if (known) eq = AND(x, eq, term_eq(x->tc, ea->t, eb->t));
      }
      if (known) ONE(sbool(rsy_ends(c, "::eq") ? eq : NOT(x, eq)));
    }
  }
  /* [&[u8]]::concat (alloc's Concat<T>, the interpreter's rs_heap.c): the pieces' bytes in order in
   * one Vec, each piece of a known length (a byte string, a slice, a text's bytes; CTLBRK's total
   * lines), else not followed */
  if (n == 1 && !strcmp(m, "concat") && strstr(c, "impl [&[u8]]") && a[0].k == S_REF) {
    seqv outer;
    term_ref *bytes = arena_alloc(x->a, sizeof(term_ref) * (MAX_ELEMS + 1));
    int total = 0;
    if (!slice_of(x, s, &a[0], &outer) || !term_is_const(x->tc, outer.len) || term_bv_value(x->tc, outer.len) != (uint64_t)outer.n) {
      *why = "concat of pieces not known";
      return -1;
    }
    for (int i = 0; i < outer.n; i++)
      if ((total = piece_bytes(x, s, &outer.items[i], bytes, total)) < 0) { *why = "concat of a piece of a length not known"; return -1; }
    sv v = rsy_agg(x, V_ARRAY, total);
    v.k = S_SEQ, v.t = BV(x, 64, (uint64_t)total), v.str = "a Vec made by concat";
    for (int j = 0; j < total; j++) v.items[j] = sbv(bytes[j], 8, 0);
    ONE(v);
  }
  /* vec![e; k] with a constant k (alloc::vec::from_elem): k copies of e, a Vec of that length */
  if (n == 2 && rsy_ends(c, "vec::from_elem") && (a[0].k == S_BV || a[0].k == S_BOOL) && a[1].k == S_BV) {
    if (!term_is_const(x->tc, a[1].t) || term_bv_value(x->tc, a[1].t) > MAX_ELEMS) { *why = "vec![x; k] of a count not a constant up to 256"; return -1; }
    int k = (int)term_bv_value(x->tc, a[1].t);
    sv v = rsy_agg(x, V_ARRAY, k);
    v.k = S_SEQ, v.t = a[1].t, v.str = "a vec![x; k]";
    for (int j = 0; j < k; j++) v.items[j] = rsy_copy(x, &a[0]);
    ONE(v);
  }
  /* <[T]>::to_vec of a slice of a known length: a Vec of its elements, of that length (a
   * symbolic length is not followed: the Vec's elements past the followed ones are unknown) */
  if (n == 1 && rsy_ends(c, "to_vec") && strstr(c, "<impl [") && a[0].k == S_REF && seq_view(x, s, &a[0], &q)) {
    if (!term_is_const(x->tc, q.len) || term_bv_value(x->tc, q.len) > (uint64_t)q.n) { *why = "to_vec of a slice of a length not known"; return -1; }
    sv v = rsy_agg(x, V_ARRAY, q.n);
    v.k = S_SEQ, v.t = q.len, v.str = "a Vec made by to_vec";
    for (int j = 0; j < q.n; j++) {
      if (q.items[j].k != S_BV && q.items[j].k != S_BOOL) { *why = "to_vec of a slice of aggregates"; return -1; }
      v.items[j] = rsy_copy(x, &q.items[j]);
    }
    ONE(v);
  }
  /* A Vec built by appending (CTLBRK's detail line): Vec::new / with_capacity give an empty Vec;
   * extend_from_slice appends a slice of a known length, extend a `repeat(x).take(k)` of a
   * constant k; the Vec's length stays a constant (a longer one than MAX_ELEMS is refused). */
  if (n == 1 && (!strcmp(c, "Vec::<u8>::with_capacity") || (rsy_ends(c, "with_capacity") && !strncmp(c, "Vec::", 5)))) {
    sv v = rsy_agg(x, V_ARRAY, 0);
    v.k = S_SEQ, v.t = BV(x, 64, 0), v.str = "a Vec built by appending";
    ONE(v);
  }
  if (n == 1 && (rsy_ends(c, "iter::repeat") || !strcmp(m, "repeat")) && strstr(c, "iter") && (a[0].k == S_BV || a[0].k == S_BOOL)) {
    sv r = rsy_adt(x, &repeat_adt, 0, 2);
    r.items[0] = rsy_copy(x, &a[0]), r.items[1] = sunit(); /* no count: endless */
    ONE(r);
  }
  if (n == 2 && !strcmp(m, "take") && strstr(c, "Repeat<") && a[0].k == S_AGG && a[0].adt == &repeat_adt && a[0].items[1].k == S_UNIT &&
      a[1].k == S_BV) {
    sv r = rsy_copy(x, &a[0]);
    r.items[1] = a[1];
    ONE(r);
  }
  if (n == 2 && (!strcmp(m, "extend_from_slice") || (!strcmp(m, "extend") && strstr(c, "<Vec<"))) &&
      a[0].k == S_REF) {
    sv *v = rsy_deref(x, s, &a[0]);
    seqv add;
    sv rep;
    int nadd;
    if (!v || v->k != S_SEQ || v->arr != TERM_NULL || !term_is_const(x->tc, v->t) || term_bv_value(x->tc, v->t) != (uint64_t)v->n) {
      *why = "appending to a Vec whose length is not a known constant";
      return -1;
    }
    if (!strcmp(m, "extend")) {
      if (a[1].k != S_AGG || a[1].adt != &repeat_adt || a[1].items[1].k != S_BV || !term_is_const(x->tc, a[1].items[1].t) ||
          term_bv_value(x->tc, a[1].items[1].t) > MAX_ELEMS) {
        *why = "Vec::extend of an iterator other than repeat(x).take(k) of a constant k up to 256";
        return -1;
      }
      nadd = (int)term_bv_value(x->tc, a[1].items[1].t);
      rep = a[1].items[0];
    } else if (!seq_view(x, s, &a[1], &add) || !term_is_const(x->tc, add.len) || term_bv_value(x->tc, add.len) > (uint64_t)add.n) {
      *why = "extend_from_slice of a slice of a length not known";
      return -1;
    } else {
      nadd = (int)term_bv_value(x->tc, add.len);
    }
    if (v->n + nadd > MAX_ELEMS) { *why = "a Vec built longer than the elements followed"; return -1; }
    sv nv = rsy_agg(x, V_ARRAY, v->n + nadd);
    nv.k = S_SEQ, nv.str = v->str;
    for (int j = 0; j < v->n; j++) nv.items[j] = v->items[j];
    for (int j = 0; j < nadd; j++) nv.items[v->n + j] = rsy_copy(x, !strcmp(m, "extend") ? &rep : &add.items[j]);
    nv.t = BV(x, 64, (uint64_t)nv.n);
    *v = nv;
    ONE(sunit());
  }
  /* <[T; N] as IntoIterator>::into_iter: the array's elements by value, in order */
  if (n == 1 && rsy_ends(c, "IntoIterator>::into_iter") && c[0] == '<' && c[1] == '[' && strstr(c, "; ") && a[0].k == S_AGG &&
      a[0].ak == V_ARRAY) {
    sv it;
    memset(&it, 0, sizeof it);
    it.k = S_ITER, it.n = 1, it.w = 1;
    it.items = arena_alloc(x->a, sizeof(sv));
    it.items[0] = rsy_slot_ref(x, s, &a[0]);
    ONE(it);
  }
  int on_slice = strstr(c, "core::slice::<impl [") != NULL, on_vec = !strncmp(c, "Vec::", 5) || strstr(c, "<Vec<");
  if ((on_slice || on_vec) && n >= 1 && a[0].k == S_REF && seq_view(x, s, &a[0], &q)) {
    term_ref zero = BV(x, 64, 0);
    if (!strcmp(m, "len") && n == 1) ONE(sbv(q.len, 64, 0));
    if (!strcmp(m, "is_empty") && n == 1) ONE(sbool(term_eq(x->tc, q.len, zero)));
    if ((rsy_ends(c, "Deref>::deref") || rsy_ends(c, "DerefMut>::deref_mut") || !strcmp(m, "as_slice") || !strcmp(m, "as_mut_slice")) && n == 1)
      ONE(a[0]);
    if ((!strcmp(m, "iter") || !strcmp(m, "iter_mut")) && n == 1) {
      sv it;
      memset(&it, 0, sizeof it);
      it.k = S_ITER, it.n = 1;
      it.w = strcmp(m, "iter") ? 2 : 0; /* bit 1: iter_mut */
      it.items = arena_alloc(x->a, sizeof(sv));
      it.items[0] = a[0];
      ONE(it);
    }
    if ((!strcmp(m, "index") || !strcmp(m, "index_mut")) && (strstr(c, "Index<usize>>") || strstr(c, "IndexMut<usize>>")) &&
        n == 2 && a[1].k == S_BV && a[1].w == 64) {
      /* Vec's Index by usize: the element, or std's bounds panic, whose message names the
       * length and the index (rs_heap.c): one case per length it fails on, for a known index */
      term_ref i = a[1].t, in = ULT(x, i, q.len);
      *nb = 0;
      if (term_is_const(x->tc, i)) {
        uint64_t k = term_bv_value(x->tc, i);
        if (k + 3 > MAX_BR) { *why = "an index into a Vec beyond the followed elements"; return -1; }
        for (uint64_t j = 0; j <= k; j++)
          br[(*nb)++] = (branch){term_eq(x->tc, q.len, BV(x, 64, j)), sunit(), 1,
                                 arena_printf(x->a, "index out of bounds: the len is %llu but the index is %llu",
                                              (unsigned long long)j, (unsigned long long)k), 0};
        if (k < (uint64_t)q.n) br[(*nb)++] = (branch){in, elem_ref(x, &a[0], (int)k), 0, NULL, 0};
        else if (q.seq) br[(*nb)++] = (branch){in, sunit(), 0, seq_beyond(x, q.seq), 1};
        return 1;
      }
      if (!strcmp(m, "index_mut")) { *why = "index_mut at a symbolic index"; return -1; }
      if (q.seq && q.seq->arr != TERM_NULL) {
        /* array mode (a loop cut): any element */
        sv e = seq_arr_elem(x, q.seq, i);
        br[(*nb)++] = (branch){NOT(x, in), sunit(), 0, "unsupported: an index panic whose message names a symbolic index", 1};
        br[(*nb)++] = (branch){in, rsy_slot_ref(x, s, &e), 0, NULL, 0};
        return 1;
      }
      sv e;
      if (seq_select(x, &q, i, &e) < 0) { *why = "an index into a Vec of aggregates"; return -1; }
      term_ref within = ULT(x, i, BV(x, 64, (uint64_t)q.n));
      br[(*nb)++] = (branch){NOT(x, in), sunit(), 0, "unsupported: an index panic whose message names a symbolic index", 1};
      br[(*nb)++] = (branch){AND(x, in, within), rsy_slot_ref(x, s, &e), 0, NULL, 0};
      if (q.seq) br[(*nb)++] = (branch){AND(x, in, NOT(x, within)), sunit(), 0, seq_beyond(x, q.seq), 1};
      return 1;
    }
    if (!strcmp(m, "first") && n == 1) return seq_get(x, s, &a[0], &q, zero, br, nb) < 0 ? -1 : 1;
    if (!strncmp(m, "get", 3) && (m[3] == 0 || !strncmp(m + 3, "::<usize>", 9)) && n == 2 && a[1].k == S_BV && a[1].w == 64)
      return seq_get(x, s, &a[0], &q, a[1].t, br, nb) < 0 ? -1 : 1;
    if ((!strcmp(m, "get_unchecked") || !strcmp(m, "get_unchecked_mut")) && n == 2 && a[1].k == S_BV && a[1].w == 64) {
      /* get's cases, its None one undefined behaviour (rs_heap.c), its Some ones unwrapped */
      if (seq_get(x, s, &a[0], &q, a[1].t, br, nb) < 0) return -1;
      br[0].unk = 2;
      br[0].msg = arena_printf(x->a, "%s past the end of the slice (undefined behaviour: unsafe precondition violated)", m);
      for (int k = 1; k < *nb; k++)
        if (!br[k].unk) br[k].v = br[k].v.items[0];
      return 1;
    }
    if (!strcmp(m, "last") && n == 1) {
      /* last(): element len - 1 where len > 0 */
      term_ref i = M2(x, OP_BVSUB, q.len, BV(x, 64, 1));
      if (seq_get(x, s, &a[0], &q, i, br, nb) < 0) return -1;
      br[0].g = term_eq(x->tc, q.len, zero);
      return 1;
    }
    if ((!strcmp(m, "split_last") || !strcmp(m, "split_first")) && n == 1) {
      /* Some((&last, &rest)) / Some((&first, &rest)), None where empty (core::slice, as rs_heap.c):
       * one case per length followed, the rest an array of that length; longer is the bound */
      int last = m[6] == 'l';
      br[(*nb)++] = (branch){term_eq(x->tc, q.len, zero), rsy_option(x, NULL), 0, NULL, 0};
      for (int j = 1; j <= q.n; j++) {
        term_ref here = term_eq(x->tc, q.len, BV(x, 64, (uint64_t)j));
        if (is_false(x, here)) continue;
        if (*nb + 2 > MAX_BR) { *why = "split_last or split_first of a slice of more lengths than a call's branches"; return -1; }
        sv rest = rsy_agg(x, V_ARRAY, j - 1);
        for (int k = 0; k < j - 1; k++) rest.items[k] = rsy_copy(x, &q.items[last ? k : k + 1]);
        sv pair = rsy_agg(x, V_TUPLE, 2);
        pair.items[0] = elem_ref(x, &a[0], last ? j - 1 : 0);
        pair.items[1] = rsy_slot_ref(x, s, &rest);
        br[(*nb)++] = (branch){here, rsy_option(x, &pair), 0, NULL, 0};
      }
      if (q.seq) br[(*nb)++] = (branch){ULT(x, BV(x, 64, (uint64_t)q.n), q.len), sunit(), 0, seq_beyond(x, q.seq), 1};
      return 1;
    }
    if (!strcmp(m, "contains") && n == 2 && a[1].k == S_REF) {
      sv *want = rsy_deref(x, s, &a[1]);
      if (!want || (want->k != S_BV && want->k != S_BOOL)) { *why = "contains of a value that is not a scalar"; return -1; }
      term_ref found = term_false(x->tc);
      for (int k = 0; k < q.n; k++) {
        if (q.items[k].k != want->k) { *why = "contains on elements of another type"; return -1; }
        found = OR(x, found, AND(x, ULT(x, BV(x, 64, (uint64_t)k), q.len), term_eq(x->tc, q.items[k].t, want->t)));
      }
      /* not found among the followed elements of a longer slice: the rest is beyond the bound */
      term_ref beyond = q.seq ? AND(x, NOT(x, found), ULT(x, BV(x, 64, (uint64_t)q.n), q.len)) : term_false(x->tc);
      br[0] = (branch){NOT(x, beyond), sbool(found), 0, NULL, 0};
      *nb = 1;
      if (q.seq) br[(*nb)++] = (branch){beyond, sunit(), 0, seq_beyond(x, q.seq), 1};
      return 1;
    }
  }
  /* IntoIterator for &[T], &mut [T], &Vec<T>, &[T; N]: the slice iterator; for an iterator itself */
  if (rsy_ends(c, "IntoIterator>::into_iter") && n == 1) {
    if (a[0].k == S_ITER) ONE(a[0]);
    if (a[0].k == S_REF && c[0] == '<' && c[1] == '&' && seq_view(x, s, &a[0], &q)) {
      sv it;
      memset(&it, 0, sizeof it);
      it.k = S_ITER, it.n = 1;
      it.w = !strncmp(c, "<&mut ", 6) ? 2 : 0;
      it.items = arena_alloc(x->a, sizeof(sv));
      it.items[0] = a[0];
      ONE(it);
    }
    return 0;
  }
  if (!strstr(c, "Iterator>::") || n < 1) return 0;
  sv *it = a[0].k == S_REF ? rsy_deref(x, s, &a[0]) : &a[0];
  if (!it || it->k != S_ITER || !seq_view(x, s, &it->items[0], &q)) return 0;
  int pos = (int)it->len, byval = it->w & 1;
  if (!strcmp(m, "map") && n == 2 && a[0].k == S_ITER && !(a[0].w & (8 | 16)) && a[1].k == S_AGG && a[1].ak == V_TUPLE && a[1].str &&
      rs_closure_body(x->p, a[1].str)) {
    /* map(f) with f a closure of the file: the iterator marked mapped (w bit 3), f kept after its
     * sequence; only a consumer that calls f (fold_call's cmp) takes it */
    sv r = rsy_copy(x, &a[0]);
    sv *it2 = arena_alloc(x->a, sizeof(sv) * 2);
    it2[0] = r.items[0], it2[1] = rsy_copy(x, &a[1]);
    r.items = it2, r.n = 2, r.w |= 8;
    ONE(r);
  }
  if (it->w & 8) return 0; /* nothing else is modelled on a mapped iterator */
  if (!strcmp(m, "enumerate") && n == 1 && a[0].k == S_ITER && a[0].t == TERM_NULL && a[0].len == 0 && !(a[0].w & 4)) {
    sv r = rsy_copy(x, &a[0]);
    r.w |= 4;
    ONE(r);
  }
  /* str::chars: enumerate and next only (a consumer counting its bytes would count chars only
   * where every byte is ASCII) */
  if ((it->w & 16) && strcmp(m, "next")) return 0;
  if ((!strcmp(m, "copied") || !strcmp(m, "cloned")) && n == 1 && a[0].k == S_ITER && !(a[0].w & 4)) {
    sv r = rsy_copy(x, &a[0]);
    r.w |= 1;
    ONE(r);
  }
  if (!strcmp(m, "next") && n == 1 && a[0].k == S_REF && it->t != TERM_NULL) {
    /* at a symbolic position (a loop cut's state): the element from the array; a reference to it
     * is a reference to a copy (only read: an iter_mut's is not modelled so) */
    term_ref live = ULT(x, it->t, q.len);
    if (!q.seq || q.seq->arr == TERM_NULL || (it->w & 2)) { *why = "a slice iterator at a symbolic position"; return -1; }
    sv e = seq_arr_elem(x, q.seq, it->t);
    if (!byval) e = rsy_slot_ref(x, s, &e);
    if (it->w & 4) e = enum_pair(x, it->t, &e);
    br[0] = (branch){NOT(x, live), rsy_option(x, NULL), 0, NULL, 0};
    br[1] = (branch){live, rsy_option(x, &e), 0, "iter-step", 0};
    *nb = 2;
    return 1;
  }
  if (it->t != TERM_NULL) return 0;
  if (!strcmp(m, "next") && n == 1 && a[0].k == S_REF) {
    term_ref p = BV(x, 64, (uint64_t)pos), live = ULT(x, p, q.len);
    br[0] = (branch){NOT(x, live), rsy_option(x, NULL), 0, NULL, 0};
    *nb = 1;
    if (pos < q.n) {
      sv e = byval ? q.items[pos] : elem_ref(x, &it->items[0], pos);
      term_ref ok = T(x);
      if (it->w & 16) {
        /* str::chars: the byte as a char where it is ASCII (one byte, one char) */
        uint64_t ub;
        if (e.k != S_BV || e.w != 8) { *why = "chars of a text not followed as bytes"; return -1; }
        if (!rs_term_ub(x->tc, e.t, &ub) || ub >= 0x80) ok = M2(x, OP_BVULT, e.t, BV(x, 8, 0x80));
        e = sbv(term_zext(x->tc, 24, e.t), 32, 0);
        if (!is_false(x, AND(x, live, NOT(x, ok))))
          br[(*nb)++] = (branch){AND(x, live, NOT(x, ok)), sunit(), 0, "unsupported: a char of a text past ASCII (UTF-8 decoding)", 1};
      }
      if (it->w & 4) e = enum_pair(x, p, &e);
      br[(*nb)++] = (branch){AND(x, live, ok), rsy_option(x, &e), 0, "iter-step", 0};
    } else if (q.seq) {
      br[(*nb)++] = (branch){live, sunit(), 0, seq_beyond(x, q.seq), 1};
    }
    return 1;
  }
  if (it->w & 4) return 0; /* the consumers below are not modelled on enumerate's pairs */
  /* the consumers read every remaining element: exact where the sequence ends within the followed
   * elements, a bound beyond */
  term_ref beyond = q.seq ? ULT(x, BV(x, 64, (uint64_t)q.n), q.len) : term_false(x->tc);
  if (!strcmp(m, "count") && n == 1) {
    term_ref p = BV(x, 64, (uint64_t)pos);
    ONE(sbv(ITE(x, ULT(x, p, q.len), M2(x, OP_BVSUB, q.len, p), BV(x, 64, 0)), 64, 0));
  }
  if (!strncmp(m, "sum", 3) && n == 1 && dty && dty->k == RT_INT) {
    /* Sum for integers inherits the overflow checks: a debug build panics at the first overflow
     * (rs_iter.c), whatever follows */
    int w = dty->width, sg = dty->is_signed;
    /* one branch per length: the same additions, in the same order, as a loop over the elements
     * makes, so the two give the same terms */
    term_ref acc = BV(x, w, 0), ovf = term_false(x->tc), pan = term_false(x->tc);
    *nb = 1;
    for (int j = pos; j <= q.n; j++) {
      term_ref here = term_eq(x->tc, q.len, BV(x, 64, (uint64_t)j));
      if (!is_false(x, here)) {
        pan = OR(x, pan, AND(x, here, ovf));
        br[(*nb)++] = (branch){AND(x, here, NOT(x, ovf)), sbv(acc, w, sg), 0, NULL, 0};
      }
      if (j == q.n) break;
      if (q.items[j].k != S_BV || q.items[j].w != w) { *why = "sum of elements of another type"; return -1; }
      term_ref e = q.items[j].t;
      ovf = OR(x, ovf, sg ? term_bv_sadd_ovf(x->tc, acc, e) : term_bv_uadd_ovf(x->tc, acc, e));
      acc = M2(x, OP_BVADD, acc, e);
    }
    /* a longer slice panics where its followed elements overflow; the rest is beyond the bound */
    pan = OR(x, pan, AND(x, beyond, ovf));
    br[0] = (branch){pan, sunit(), 1, "attempt to add with overflow", 0};
    if (q.seq) br[(*nb)++] = (branch){AND(x, NOT(x, ovf), beyond), sunit(), 0, seq_beyond(x, q.seq), 1};
    return 1;
  }
  if ((!strcmp(m, "max") || !strcmp(m, "min")) && n == 1) {
    /* Iterator::max keeps the last of equal maxima, min the first: the same value */
    int mx = !strcmp(m, "max");
    term_ref p = BV(x, 64, (uint64_t)pos), none = ULE(x, q.len, p);
    br[0] = (branch){none, rsy_option(x, NULL), 0, NULL, 0};
    *nb = 1;
    if (pos < q.n) {
      sv best = rsy_copy(x, &q.items[pos]);
      if (best.k != S_BV) { *why = "max or min of elements that are not integers"; return -1; }
      for (int k = pos + 1; k < q.n; k++) {
        term_ref live = ULT(x, BV(x, 64, (uint64_t)k), q.len), e = q.items[k].t;
        term_ref take = mx ? M2(x, best.s ? OP_BVSGE : OP_BVUGE, e, best.t) : M2(x, best.s ? OP_BVSLT : OP_BVULT, e, best.t);
        best.t = ITE(x, AND(x, live, take), e, best.t);
      }
      sv r = byval ? best : rsy_slot_ref(x, s, &best);
      br[(*nb)++] = (branch){AND(x, NOT(x, none), NOT(x, beyond)), rsy_option(x, &r), 0, NULL, 0};
    }
    if (q.seq) br[(*nb)++] = (branch){beyond, sunit(), 0, seq_beyond(x, q.seq), 1};
    return 1;
  }
#undef ONE
  return 0;
}

/* A model call: fills br[0..*nb) (at most MAX_BR), or returns -1 with why when not modelled. */
static int smodel(sx *x, sst *s, const char *c, sv *a, int n, const rs_type *dty, branch *br, int *nb, const char **why) {
  const char *m = rsy_last_seg(c);
  *nb = 0;
  term_ref g = T(x);
  int done = rsy_io_model(x, s, c, a, n, dty, br, nb, why);
  if (done) return done < 0 ? -1 : 0;
  done = sseq_model(x, s, c, a, n, dty, br, nb, why);
  if (done) return done < 0 ? -1 : 0;
#define ONE(val) do { br[0] = (branch){g, (val), 0, NULL, 0}; *nb = 1; return 0; } while (0)
  /* core::hint's undefined behaviour (rs_lib.c): the path goes wrong */
  if ((!strcmp(c, "unreachable_unchecked") || rsy_ends(c, "hint::unreachable_unchecked")) && n == 0) {
    br[0] = (branch){g, sunit(), 0, "unreachable_unchecked reached (undefined behaviour)", 2};
    *nb = 1;
    return 0;
  }
  if ((!strcmp(c, "assert_unchecked") || rsy_ends(c, "hint::assert_unchecked")) && n == 1 && a[0].k == S_BOOL) {
    br[0] = (branch){NOT(x, a[0].t), sunit(), 0, "assert_unchecked of false (undefined behaviour)", 2};
    br[1] = (branch){a[0].t, sunit(), 0, NULL, 0};
    *nb = 2;
    return 0;
  }
  if ((rsy_ends(c, "core::panicking::panic") || rsy_ends(c, "std::rt::begin_panic") || rsy_ends(c, "std::rt::panic_fmt") ||
       rsy_ends(c, "core::panicking::panic_fmt")) && n == 1 && a[0].k == S_STR) {
    br[0] = (branch){g, sunit(), 1, arena_strndup(x->a, a[0].str, (size_t)a[0].len), 0};
    *nb = 1;
    return 0;
  }
  if ((rsy_ends(c, "Arguments::from_str")) && n == 1 && a[0].k == S_STR) ONE(a[0]);
  {
    /* the operator traits on integers and references to them (rs_irule.c's table, the
     * interpreter's): the operator's rule, its overflow and zero divisor panics */
    rs_binop op;
    const char *ovf;
    int assign, w, sg;
    if (n == 2 && rs_irule_op_trait(c, rsy_method_name(x, c), &op, &ovf, &assign, &w, &sg) && !assign) {
      const sv *p = a[0].k == S_REF ? rsy_deref(x, s, &a[0]) : &a[0], *q = a[1].k == S_REF ? rsy_deref(x, s, &a[1]) : &a[1];
      if (!p || !q || p->k != S_BV || q->k != S_BV || p->w != w || q->w != w) { *why = "an operator trait on values that are not its integers"; return -1; }
      sv r;
      term_ref bad = term_false(x->tc), zero = BV(x, w, 0);
      if (op == RB_ADD || op == RB_SUB || op == RB_MUL) {
        if (sbinop(x, op == RB_ADD ? RB_ADDO : op == RB_SUB ? RB_SUBO : RB_MULO, p, q, &r, why) < 0) return -1;
        bad = r.items[1].t;
        r = r.items[0];
      } else {
        if (sbinop(x, op, p, q, &r, why) < 0) return -1;
        if (op == RB_DIV || op == RB_REM) {
          term_ref bz = term_eq(x->tc, q->t, zero);
          br[(*nb)++] = (branch){bz, sunit(), 1, op == RB_DIV ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero", 0};
          /* MIN / -1 overflows a signed type */
          if (sg) bad = AND(x, term_eq(x->tc, p->t, MINV(x, w, 1)), term_eq(x->tc, q->t, BV(x, w, umax(w))));
          bad = AND(x, NOT(x, bz), bad);
          g = NOT(x, bz);
        }
      }
      if (ovf && !is_false(x, bad)) br[(*nb)++] = (branch){bad, sunit(), 1, ovf, 0};
      br[(*nb)++] = (branch){AND(x, g, NOT(x, bad)), r, 0, NULL, 0};
      return 0;
    }
  }
  if ((rsy_ends(c, "PartialEq>::eq") || rsy_ends(c, "PartialEq>::ne")) && n == 2 && a[0].k == S_REF && a[1].k == S_REF) {
    /* == of two values of a field-less enum (Ordering): the path holds each variant */
    const sv *p = rsy_deref(x, s, &a[0]), *q = rsy_deref(x, s, &a[1]);
    if (p && q && p->k == S_AGG && q->k == S_AGG && p->ak == V_ADT && q->ak == V_ADT && p->adt && p->adt == q->adt && p->adt->is_enum &&
        !p->n && !q->n)
      ONE(sbool(term_bool(x->tc, (p->var == q->var) == (c[strlen(c) - 1] == 'q'))));
  }
  if (rsy_ends(c, "IntoIterator>::into_iter") && n == 1) ONE(a[0]);
  if (rsy_ends(c, "RangeInclusive::new") && n == 2) {
    sv r = rsy_adt(x, rs_find_adt(x->p, "RangeInclusive"), 0, 3);
    r.items[0] = a[0], r.items[1] = a[1], r.items[2] = sbool(term_false(x->tc));
    ONE(r);
  }
  if (rsy_ends(c, "Iterator>::next") && n == 1 && a[0].k == S_REF) {
    sv *it = rsy_deref(x, s, &a[0]);
    if (it && it->k == S_AGG && it->adt && it->n >= 2 && it->items[0].k == S_BV && it->items[1].k == S_BV &&
        (!strcmp(it->adt->name, "Range") || (!strcmp(it->adt->name, "RangeInclusive") && it->n == 3 && it->items[2].k == S_BOOL))) {
      /* the state change is made by the caller per branch (on its copy): here the guards and values */
      sv st = it->items[0], en = it->items[1];
      term_ref lt = M2(x, st.s ? OP_BVSLT : OP_BVULT, st.t, en.t);
      if (!strcmp(it->adt->name, "Range")) {
        br[0] = (branch){NOT(x, lt), rsy_option(x, NULL), 0, NULL, 0};
        br[1] = (branch){lt, rsy_option(x, &st), 0, "range-step", 0};
        *nb = 2;
        return 0;
      }
      term_ref live = AND(x, NOT(x, it->items[2].t), OR(x, lt, term_eq(x->tc, st.t, en.t)));
      br[0] = (branch){NOT(x, live), rsy_option(x, NULL), 0, NULL, 0};
      br[1] = (branch){AND(x, live, lt), rsy_option(x, &st), 0, "range-step", 0};
      br[2] = (branch){AND(x, live, NOT(x, lt)), rsy_option(x, &st), 0, "range-last", 0};
      *nb = 3;
      return 0;
    }
  }
  /* the ? operator: Try::branch gives ControlFlow::Continue(v) or Break(residual), and
   * FromResidual::from_residual the early result (None, Err(e)) */
  if ((rsy_ends(c, "Try>::branch") || (rsy_ends(c, "from_residual") && strstr(c, " as FromResidual"))) && n == 1 && a[0].k == S_AGG && a[0].adt &&
      (!strcmp(a[0].adt->name, "Option") || !strcmp(a[0].adt->name, "Result"))) {
    const sv *o = &a[0];
    int opt = !strcmp(o->adt->name, "Option"), full = opt ? o->var == 1 : o->var == 0;
    if ((rsy_ends(c, "from_residual") && strstr(c, " as FromResidual"))) {
      if (full) { *why = "from_residual of a full value"; return -1; }
      ONE(rsy_copy(x, o));
    }
    sv r = rsy_adt(x, rs_find_adt(x->p, "ControlFlow"), full ? 0 : 1, 1);
    r.items[0] = full ? o->items[0] : rsy_copy(x, o);
    ONE(r);
  }
  /* Default::default of an integer or bool (core's impls: 0, false), as rs_lib.c's */
  if (n == 0 && c[0] == '<' && strlen(c) > 21 && !strcmp(c + strlen(c) - 21, " as Default>::default") && dty) {
    if (dty->k == RT_INT) ONE(sbv(BV(x, dty->width, 0), dty->width, dty->is_signed));
    if (dty->k == RT_BOOL) ONE(sbool(term_false(x->tc)));
  }
  /* From/Into between integers (rs_lib.c): a widening */
  if (n == 1 && a[0].k == S_BV && dty && dty->k == RT_INT && dty->width >= a[0].w &&
      ((rsy_ends(c, "into") && strstr(c, " as Into<")) || (rsy_ends(c, "from") && strstr(c, " as From<"))))
    ONE(sbv(resize(x, a[0].t, a[0].w, dty->width, a[0].s), dty->width, dty->is_signed));
  /* Option and Result: the variant is concrete on the path */
  if ((strstr(c, "Option::") || strstr(c, "Result::")) && n >= 1) {
    sv *o = rsy_deref(x, s, &a[0]);
    if (o && o->k == S_AGG && o->adt && (!strcmp(o->adt->name, "Option") || !strcmp(o->adt->name, "Result"))) {
      int opt = !strcmp(o->adt->name, "Option");
      int full = opt ? o->var == 1 : o->var == 0;
      if ((!strcmp(m, "is_some") || !strcmp(m, "is_ok")) && n == 1) ONE(sbool(term_bool(x->tc, full)));
      if ((!strcmp(m, "is_none") || !strcmp(m, "is_err")) && n == 1) ONE(sbool(term_bool(x->tc, !full)));
      if (!strcmp(m, "unwrap_or") && n == 2) ONE(full ? o->items[0] : a[1]);
      /* unwrap_or_else: the closure is called only on None or Err, where it is not followed */
      if (!strcmp(m, "unwrap_or_else") && n == 2) {
        if (full) ONE(o->items[0]);
        *why = arena_printf(x->a, "unwrap_or_else of %s (its closure is not followed)", opt ? "None" : "an Err");
        return -1;
      }
      if ((!strcmp(m, "unwrap") && n == 1) || (!strcmp(m, "expect") && n == 2)) {
        if (full) ONE(o->items[0]);
        if (opt) {
          if (n == 2 && a[1].k != S_STR) { *why = "expect with a message that is not a constant"; return -1; }
          br[0] = (branch){g, sunit(), 1, n == 1 ? "called `Option::unwrap()` on a `None` value" : arena_strndup(x->a, a[1].str, (size_t)a[1].len), 0};
          *nb = 1;
          return 0;
        }
        /* Result's message shows the error value: only a constant one is followed */
        const sv *e = &o->items[0];
        if (e->k == S_DBG) { /* an error known by its Debug text (a ParseIntError) */
          if (n == 2 && a[1].k != S_STR) { *why = "expect with a message that is not a constant"; return -1; }
          br[0] = (branch){g, sunit(), 1, n == 1 ? arena_printf(x->a, "called `Result::unwrap()` on an `Err` value: %s", e->str)
                                                  : arena_printf(x->a, "%.*s: %s", (int)a[1].len, a[1].str, e->str), 0};
          *nb = 1;
          return 0;
        }
        if (e->k == S_BV && term_is_const(x->tc, e->t)) {
          uint64_t bits = (uint64_t)term_bv_value(x->tc, e->t);
          char num[32];
          if (e->s) snprintf(num, sizeof num, "%lld", (long long)rs_norm(bits, e->w, 1));
          else snprintf(num, sizeof num, "%llu", (unsigned long long)bits);
          if (n == 2 && a[1].k != S_STR) { *why = "expect with a message that is not a constant"; return -1; }
          br[0] = (branch){g, sunit(), 1, n == 1 ? arena_printf(x->a, "called `Result::unwrap()` on an `Err` value: %s", num)
                                                  : arena_printf(x->a, "%.*s: %s", (int)a[1].len, a[1].str, num), 0};
          *nb = 1;
          return 0;
        }
        *why = "unwrap on an Err whose value (in the panic message) is symbolic";
        return -1;
      }
      if (!strcmp(m, "unwrap_or_default") && opt && n == 1) {
        if (full) ONE(o->items[0]);
        if (dty && dty->k == RT_INT) ONE(sbv(BV(x, dty->width, 0), dty->width, dty->is_signed));
        if (dty && dty->k == RT_BOOL) ONE(sbool(term_false(x->tc)));
      }
    }
    *why = NULL;
    return -1;
  }
  /* integer methods */
  const char *im = strstr(c, "<impl ");
  int is_int = (im && strstr(c, "core::num::")) ||
               (c[0] == '<' && (rsy_ends(c, "Ord>::min") || rsy_ends(c, "Ord>::max") || rsy_ends(c, "Ord>::clamp"))) ||
               rsy_ends(c, "std::cmp::min") || rsy_ends(c, "std::cmp::max") || rsy_ends(c, "core::cmp::min") || rsy_ends(c, "core::cmp::max");
  if (is_int && n >= 1 && n <= 3 && a[0].k == S_BV) {
    /* the method's rule (rs_irule.c), the interpreter's, over terms */
    int w = a[0].w, sg = a[0].s;
    int pw = !strcmp(m, "pow") || !strcmp(m, "wrapping_pow") || !strcmp(m, "checked_pow") || !strcmp(m, "saturating_pow") ||
             !strcmp(m, "overflowing_pow");
    rs_iv v[3] = {0, 0, 0};
    uint64_t exp = 0;
    for (int i = 0; i < n; i++) {
      if (a[i].k != S_BV) { *why = NULL; return -1; }
      if (i > 0 && pw) {
        /* std's squarings depend on the exponent: a constant one only */
        if (a[i].w != 32 || a[i].s || !term_is_const(x->tc, a[i].t)) { *why = "pow with an exponent that is not a constant"; return -1; }
        exp = term_bv_value(x->tc, a[i].t);
        continue;
      }
      if (i > 0 && (a[i].w != w || a[i].s != sg)) { *why = NULL; return -1; }
      v[i] = a[i].t;
    }
    rs_idom d;
    rs_idom_terms(&d, x->tc);
    rs_imeth im;
    if (rs_irule_method(&d, m, v, n, w, sg, exp, &im) < 0) { *why = NULL; return -1; }
    sv r = im.truth ? sbool((term_ref)im.v) : sbv((term_ref)im.v, im.vw, im.vs);
    term_ref cnd = (term_ref)im.c;
    switch (im.kind) {
      case RS_IM_VALUE: ONE(r);
      case RS_IM_OPTION:
        br[0] = (branch){cnd, rsy_option(x, NULL), 0, NULL, 0};
        br[1] = (branch){NOT(x, cnd), rsy_option(x, &r), 0, NULL, 0};
        *nb = 2;
        return 0;
      case RS_IM_PAIR: {
        sv t = rsy_agg(x, V_TUPLE, 2);
        t.items[0] = r, t.items[1] = sbool(cnd);
        ONE(t);
      }
      case RS_IM_PANIC:
        /* unchecked_*: an overflow is undefined behaviour, the path goes wrong */
        br[0] = im.ub ? (branch){cnd, sunit(), 0, arena_printf(x->a, "%s overflowed (undefined behaviour: unsafe precondition violated)", m), 2}
                      : (branch){cnd, sunit(), 1, im.msg, 0};
        br[1] = (branch){NOT(x, cnd), r, 0, NULL, 0};
        *nb = 2;
        return 0;
    }
  }
#undef ONE
  *why = NULL;
  return -1;
}

/* ---------- paths ---------- */

static void explore(sx *x, sst *s);

static int write_place(sx *x, sst *s, const rs_place *pl, const sv *v, const char **why) {
  term_ref idx;
  sv *d = place(x, s, pl, 1, &idx, why);
  if (!d) return -1;
  if (d->k == S_SEQ && d->arr != TERM_NULL) { *why = "a store into a shared slice"; return -1; }
  if (idx != TERM_NULL) {
    /* a store at a symbolic index: every element becomes ite(i == k, v, old) */
    if (d->n > MAX_ELEMS || (v->k != S_BV && v->k != S_BOOL)) { *why = "a store at a symbolic index of this array"; return -1; }
    seq_split(x, s, d, idx);
    int iw = (int)term_sort_width(x->tc, term_sort_of(x->tc, idx));
    for (int k = 0; k < d->n; k++) {
      sv *e = &d->items[k];
      if (e->k != v->k) { *why = "a store at a symbolic index of this array"; return -1; }
      e->t = ITE(x, term_eq(x->tc, idx, BV(x, iw, (uint64_t)k)), v->t, e->t);
    }
    return 0;
  }
  *d = rsy_copy(x, v);
  return 0;
}

/* After a Range/RangeInclusive next on branch b: the iterator's state change. */
static void range_step(sx *x, sst *s, sv *ref, const char *tag) {
  sv *it = rsy_deref(x, s, ref);
  if (!it || !tag) return;
  if (!strcmp(tag, "iter-step") && it->k == S_ITER) {
    if (it->t != TERM_NULL) it->t = M2(x, OP_BVADD, it->t, BV(x, 64, 1));
    else it->len++;
  } else if (!strcmp(tag, "range-step")) {
    sv *st = &it->items[0];
    st->t = M2(x, OP_BVADD, st->t, BV(x, st->w, 1));
  } else if (!strcmp(tag, "range-last")) {
    it->items[2] = sbool(term_true(x->tc));
  }
}

/* Std items that call a closure of the file on the elements of slice iterators, as the
 * interpreter's rules (rs_iter.c): Iterator::fold(it, init, f) — acc = f(acc, x) for each x in
 * order — and Iterator::cmp of two `map(f)` adapters in core's order (iter_compare): the left's
 * element i mapped, then the right's (none left: Greater), the two compared by Ord, the first
 * that differ deciding; the left run out, the right's next element is still mapped (then Less;
 * none: Equal). No closure is called past the element that decides (a closure that would panic
 * there is not reached, as in the run). Each call is a frame of the closure's body; its return
 * (do_return) goes on with the next step or writes the item's result. Immutable: a fork shares it. */
typedef struct sjob {
  const rs_body *body;
  sv clo;            /* what the body takes first: the closure, or a reference to it */
  sv seqref;         /* the iterator's sequence (a reference) */
  int pos, byval, enumerate;
} sjob;

typedef struct sfold {
  int cmp;           /* 0 fold (jobs in order), 1 cmp: jobs [0, na) the left's, [na, na + nb) the right's */
  const sjob *jobs;
  int njobs, next;   /* fold: the next job */
  int na, nb, i, phase; /* cmp: element i; phase 0 map the left's next, 1 the left's mapped (in l),
                        2 the right's mapped after the left ran out, 3 both mapped */
  sv acc, l;         /* fold's accumulator; cmp's left element mapped */
  rs_place dest;
  int ret_bb;
} sfold;

/* The body of closure value clo_arg (what the call passes: the closure or a reference to it) and
 * what that body takes first, in *first: NULL when clo_arg is not a closure of the file whose body
 * takes nargs arguments after itself. Fn and FnMut bodies take the closure by reference (the
 * upvars change in place: a slot of the path where it was passed by value), FnOnce by value. */
static const rs_body *clo_prep(sx *x, sst *s, sv *clo_arg, int nargs, sv *first) {
  const sv *clo = clo_arg->k == S_REF ? rsy_deref(x, s, clo_arg) : clo_arg;
  const rs_body *b = clo && clo->k == S_AGG && clo->ak == V_TUPLE && clo->str ? rs_closure_body(x->p, clo->str) : NULL;
  if (!b || b->nparams != nargs + 1) return NULL;
  *first = b->ltypes[1]->k == RT_REF ? (clo_arg->k == S_REF ? *clo_arg : rsy_slot_ref(x, s, clo)) : rsy_copy(x, clo);
  return b;
}

/* The elements left of slice iterator it, one count per length its sequence may have (a symbolic
 * length: each followed one, guard gs[k]; cnt and gs hold SEQ_CAP + 2); *beyond, where it is
 * longer than followed (false when it cannot be). Returns the number of counts, or -1 with why
 * when it is not an iterator followed so. */
static int iter_left(sx *x, sst *s, const sv *it, int *cnt, term_ref *gs, term_ref *beyond, const char **why) {
  seqv q;
  *beyond = term_false(x->tc);
  if (it->k != S_ITER || !seq_view(x, s, (sv *)&it->items[0], &q) || it->t != TERM_NULL || (it->w & (2 | 16))) {
    *why = "a closure called by a std item over an iterator not followed so";
    return -1;
  }
  int k = 0;
  for (int l = 0; l <= q.n; l++) {
    term_ref g = term_eq(x->tc, q.len, BV(x, 64, (uint64_t)l));
    if (is_false(x, g)) continue;
    if (k == SEQ_CAP + 2) {
      *why = "a closure called by a std item over a sequence of more lengths than followed one by one";
      return -1;
    }
    cnt[k] = l > (int)it->len ? l - (int)it->len : 0, gs[k++] = g;
  }
  if (q.seq) *beyond = ULT(x, BV(x, 64, (uint64_t)q.n), q.len);
  return k;
}

/* Calls job j with the fold's next state nx (acc: fold's accumulator, NULL for a map). 0, or -1
 * when the path ended here (an unknown case). */
static int call_job(sx *x, sst *s, const sjob *j, const sv *acc, sfold *nx) {
  seqv q;
  if (!seq_view(x, s, (sv *)&j->seqref, &q) || j->pos >= q.n) {
    rsy_unknown(x, s, x->loc, "unsupported: a closure called over a sequence no longer followed");
    return -1;
  }
  sv e = j->byval ? rsy_copy(x, &q.items[j->pos]) : elem_ref(x, &j->seqref, j->pos);
  if (j->enumerate) e = enum_pair(x, BV(x, 64, (uint64_t)j->pos), &e);
  sv args[3] = {j->clo, acc ? *acc : e, e};
  push_frame(x, s, j->body, args, acc ? 3 : 2, nx->dest, nx->ret_bb);
  s->f[s->nf - 1].fold = nx;
  return 0;
}

/* The item's result v written, the path goes on at the call's return block. 0, or -1 when the
 * path ended here. */
static int fold_done(sx *x, sst *s, const sfold *fd, const sv *v) {
  const char *why = NULL;
  if (write_place(x, s, &fd->dest, v, &why) < 0) {
    rsy_unknown(x, s, x->loc, "unsupported: %s", why ? why : "a std item's result");
    return -1;
  }
  s->f[s->nf - 1].bb = fd->ret_bb;
  return 0;
}

static int cmp_done(sx *x, sst *s, const sfold *fd, int v) {
  sv o = rsy_adt(x, rs_find_adt(x->p, "Ordering"), v, 0);
  return fold_done(x, s, fd, &o);
}

static sfold *fold_copy(sx *x, const sfold *fd) {
  sfold *nx = arena_alloc(x->a, sizeof *nx);
  *nx = *fd;
  return nx;
}

/* The fold's next step from state fd. 0, or -1 when the path ended here. */
static int fold_next(sx *x, sst *s, const sfold *fd) {
  if (!fd->cmp) {
    if (fd->next >= fd->njobs) return fold_done(x, s, fd, &fd->acc);
    sfold *nx = fold_copy(x, fd);
    nx->next++;
    return call_job(x, s, &fd->jobs[fd->next], &fd->acc, nx);
  }
  /* cmp, phase 0 */
  sfold *nx = fold_copy(x, fd);
  if (fd->i < fd->na) return nx->phase = 1, call_job(x, s, &fd->jobs[fd->i], NULL, nx);
  if (fd->i < fd->nb) return nx->phase = 2, call_job(x, s, &fd->jobs[fd->na + fd->i], NULL, nx);
  return cmp_done(x, s, fd, 1); /* Equal */
}

/* A call of the fold returned r (do_return): the next step. 0, or -1 when the path ended. */
static int fold_returned(sx *x, sst *s, const sfold *fd, const sv *r) {
  sfold *nx = fold_copy(x, fd);
  if (!fd->cmp) {
    nx->acc = rsy_copy(x, r);
    return fold_next(x, s, nx);
  }
  if (fd->phase == 2) return cmp_done(x, s, fd, 0); /* Less */
  if (fd->phase == 1) {
    if (fd->i >= fd->nb) return cmp_done(x, s, fd, 2); /* Greater */
    nx->l = rsy_copy(x, r), nx->phase = 3;
    return call_job(x, s, &fd->jobs[fd->na + fd->i], NULL, nx);
  }
  /* phase 3: Ord of the two mapped elements; Equal goes on with the next */
  const sv *l = &fd->l;
  if (l->k != S_BV || r->k != S_BV || l->w != r->w) {
    rsy_unknown(x, s, x->loc, "unsupported: Iterator::cmp of items that are not integers");
    return -1;
  }
  term_ref less = M2(x, l->s ? OP_BVSLT : OP_BVULT, l->t, r->t), eq = term_eq(x->tc, l->t, r->t);
  term_ref gs[3] = {less, eq, AND(x, NOT(x, less), NOT(x, eq))};
  term_ref g0 = s->g;
  int lastv = -1;
  for (int v = 0; v < 3; v++)
    if (!is_false(x, AND(x, g0, gs[v]))) lastv = v;
  if (lastv < 0) return -1;
  for (int v = 0; v <= lastv; v++) {
    if (is_false(x, AND(x, g0, gs[v]))) continue;
    sst *c = v == lastv ? s : st_copy(x, s);
    c->g = AND(x, g0, gs[v]);
    int rr;
    if (v == 1) {
      sfold *eqs = fold_copy(x, fd);
      eqs->i++, eqs->phase = 0;
      rr = fold_next(x, c, eqs);
    } else {
      rr = cmp_done(x, c, fd, v);
    }
    if (v == lastv) return rr;
    if (rr == 0) explore(x, c);
    x->cur = s;
  }
  return -1;
}

/* `<I as Iterator>::fold(it, init, f)`, `<Map<I, F> as Iterator>::cmp(a, b)` (args, n) at
 * terminator t: 1 when it is one fold_next follows (the path goes on), 2 when the path ended
 * there, 0 when it is not such a call, -1 with why. Over a sequence of symbolic length, one path
 * per length followed (the caller's takes the last), the longer ones a bound. */
static int fold_call(sx *x, sst *s, const rs_term *t, sv *args, int n, const char **why) {
  int fold = n == 3 && rsy_ends(t->callee, "Iterator>::fold") && args[0].k == S_ITER && !(args[0].w & 8);
  int cmp = n == 2 && !strcmp(rsy_method_name(x, t->callee), "cmp") && strstr(t->callee, " as Iterator>::") && args[0].k == S_ITER &&
            args[1].k == S_ITER && (args[0].w & 8) && (args[1].w & 8);
  if (!fold && !cmp) return 0;
  if (t->target < 0) { *why = "a closure called by a std item that does not return"; return -1; }
  int c0[SEQ_CAP + 2], c1[SEQ_CAP + 2] = {0};
  term_ref g0[SEQ_CAP + 2], g1[SEQ_CAP + 2] = {T(x)}, b0, b1 = term_false(x->tc);
  int n0 = iter_left(x, s, &args[0], c0, g0, &b0, why), n1 = cmp ? iter_left(x, s, &args[1], c1, g1, &b1, why) : 1;
  if (n0 < 0 || n1 < 0) return -1;
  /* a closure of the file each side */
  sv first[2];
  const rs_body *body[2] = {clo_prep(x, s, fold ? &args[2] : &args[0].items[1], fold ? 2 : 1, &first[0]), NULL};
  if (cmp) body[1] = clo_prep(x, s, &args[1].items[1], 1, &first[1]);
  if (!body[0] || (cmp && !body[1])) return 0;
  term_ref beyond = AND(x, s->g, OR(x, b0, b1));
  if (!is_false(x, beyond)) {
    x->bound_hits++;
    add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, beyond, TERM_NULL, seq_beyond(x, rsy_deref(x, s, is_false(x, b0) ? &args[1].items[0] : &args[0].items[0])), t->loc);
  }
  int lastk = -1;
  for (int k = 0; k < n0 * n1; k++)
    if (!is_false(x, AND(x, s->g, AND(x, g0[k / n1], g1[k % n1])))) lastk = k;
  if (lastk < 0) return 2;
  sst *me = s;
  term_ref g00 = s->g;
  for (int k = 0; k <= lastk; k++) {
    term_ref g = AND(x, g00, AND(x, g0[k / n1], g1[k % n1]));
    if (is_false(x, g)) continue;
    sst *c = k == lastk ? me : st_copy(x, me);
    c->g = g;
    int a0 = c0[k / n1], a1 = c1[k % n1];
    sfold *fd = arena_alloc(x->a, sizeof *fd);
    memset(fd, 0, sizeof *fd);
    fd->cmp = cmp, fd->dest = t->dest, fd->ret_bb = t->target;
    sjob *jobs = arena_alloc(x->a, sizeof(sjob) * (size_t)(a0 + a1 + 1));
    for (int j = 0; j < a0 + a1; j++) {
      int side = j >= a0;
      const sv *it = &args[side];
      jobs[j] = (sjob){body[side], first[side], it->items[0], (int)it->len + (side ? j - a0 : j), it->w & 1, (it->w & 4) != 0};
    }
    fd->jobs = jobs, fd->njobs = a0 + a1, fd->na = a0, fd->nb = a1;
    if (fold) fd->acc = rsy_copy(x, &args[1]);
    int r = fold_next(x, c, fd);
    if (k == lastk) return r < 0 ? 2 : 1;
    if (r == 0) explore(x, c);
    x->cur = me;
  }
  return 2;
}

/* Ends the top frame with its return value: pops it, or ends the path for the unit itself. */
static int do_return(sx *x, sst *s, const char *loc) {
  x->cur = s;
  sframe *f = &s->f[s->nf - 1];
  sv r = f->locals[0];
  if (r.k == S_UNINIT && f->b->ltypes[0]->k == RT_UNIT) r = sunit();
  if (s->nf == 1) {
    int unit_mut = x->nmut && x->rtype->k == RT_UNIT;
    term_ref v = unit_mut ? TERM_NULL : enc(x, x->rtype, &r, 0);
    int bad = !unit_mut && v == TERM_NULL;
    /* the &mut [T] parameters after the call: every followed element (the others are the
     * input's, unchanged: a write there is a bound case) */
    for (int i = 0; i < x->nmut && !bad; i++) {
      const sv *q = &s->f[0].locals[x->mut_slot[i]];
      if (q->k != S_SEQ) bad = 1;
      for (int k = 0; !bad && k < q->n; k++) {
        term_ref e;
        int w, sg;
        if (!sscalar(x, &q->items[k], &e, &w, &sg)) bad = 1;
        else v = cat(x, v, e);
      }
    }
    if (bad || v == TERM_NULL) rsy_unknown(x, s, loc, "unsupported: a result whose shape is not its type's");
    else add_case(x, REL_P_RETURNED, REL_O_RETURNED, s->g, v, NULL, loc);
    return 1;
  }
  rs_place dest = f->dest;
  int bb = f->ret_bb;
  const sfold *fd = f->fold;
  s->nf--;
  if (fd) return fold_returned(x, s, fd, &r) < 0;
  const char *why = NULL;
  if (write_place(x, s, &dest, &r, &why) < 0) {
    rsy_unknown(x, s, loc, "unsupported: %s", why ? why : "a call's result");
    return 1;
  }
  s->f[s->nf - 1].bb = bb;
  return 0;
}

static int run_promoted(sx *x, sst *s, const rs_body *b, sv *out) {
  /* a promoted constant's body is straight-line code over constants: run it on its own state */
  if (b->nblocks != 1 || b->blocks[0].term.k != RT_RETURN) return -1;
  sst sub = {T(x), 0, NULL, 0, 0, 0, NULL, 0, 0, 0, 0};
  rs_place none = {0, 0, NULL};
  push_frame(x, &sub, b, NULL, 0, none, 0);
  for (int i = 0; i < b->blocks[0].nstmts; i++) {
    const rs_stmt *st = &b->blocks[0].stmts[i];
    if (st->k == RS_NOP) continue;
    if (st->k == RS_ASSIGN && st->rv.k == RR_REF && st->rv.place.nproj == 0 && st->place.local == 0 && st->place.nproj == 0 &&
        st->rv.place.local > 0 && st->rv.place.local < b->nlocals && sub.f[0].locals[st->rv.place.local].k != S_UNINIT) {
      /* _0 = &_1: the constant the promoted refers to lives on in a slot of the caller's state */
      sub.f[0].locals[0] = rsy_slot_ref(x, s, &sub.f[0].locals[st->rv.place.local]);
      continue;
    }
    if (st->k != RS_ASSIGN || st->rv.k == RR_REF) return -1; /* a reference to anything else */
    const char *why = NULL;
    sv v;
    if (srvalue(x, &sub, &st->rv, NULL, &v, &why) < 0 || write_place(x, &sub, &st->place, &v, &why) < 0) return -1;
  }
  *out = sub.f[0].locals[0];
  return out->k == S_UNINIT ? -1 : 0;
}

/* A path of the unit's frame at the cut's head: its guard and its locals (copied). */
static void arrive(sx *x, sst *s) {
  if (x->narr == x->caparr) {
    int nc = x->caparr ? 2 * x->caparr : 8;
    term_ref *g = arena_alloc(x->a, sizeof(term_ref) * (size_t)nc);
    sv **l = arena_alloc(x->a, sizeof(sv *) * (size_t)nc);
    int *nl = arena_alloc(x->a, sizeof(int) * (size_t)nc);
    if (x->narr) {
      memcpy(g, x->arr_g, sizeof(term_ref) * (size_t)x->narr);
      memcpy(l, x->arr_loc, sizeof(sv *) * (size_t)x->narr);
      memcpy(nl, x->arr_nloc, sizeof(int) * (size_t)x->narr);
    }
    int *to = arena_alloc(x->a, sizeof(int) * (size_t)nc), *from = arena_alloc(x->a, sizeof(int) * (size_t)nc);
    if (x->narr) {
      memcpy(to, x->arr_to, sizeof(int) * (size_t)x->narr);
      memcpy(from, x->arr_from, sizeof(int) * (size_t)x->narr);
    }
    x->arr_g = g, x->arr_loc = l, x->arr_nloc = nl, x->arr_to = to, x->arr_from = from, x->caparr = nc;
    int *inl = arena_alloc(x->a, sizeof(int) * (size_t)nc), *nrec = arena_alloc(x->a, sizeof(int) * (size_t)nc);
    const rel_out_event **rec = arena_alloc(x->a, sizeof(rel_out_event *) * (size_t)nc);
    if (x->narr) {
      memcpy(inl, x->arr_inl, sizeof(int) * (size_t)x->narr);
      memcpy(nrec, x->arr_nrec, sizeof(int) * (size_t)x->narr);
      memcpy(rec, x->arr_rec, sizeof(rel_out_event *) * (size_t)x->narr);
    }
    x->arr_inl = inl, x->arr_nrec = nrec, x->arr_rec = rec;
    int *n0 = arena_alloc(x->a, sizeof(int) * (size_t)nc);
    if (x->narr) memcpy(n0, x->arr_nloc0, sizeof(int) * (size_t)x->narr);
    x->arr_nloc0 = n0;
  }
  /* the frames' locals one after the other (the unit's, then the callee's when the head is there) */
  const sframe *f = &s->f[s->nf - 1];
  int nl = 0;
  for (int k = 0; k < s->nf; k++) nl += s->f[k].nloc;
  sv *c = arena_alloc(x->a, sizeof(sv) * (size_t)(nl + 1));
  for (int k = 0, j = 0; k < s->nf; k++)
    for (int i = 0; i < s->f[k].nloc; i++) c[j++] = rsy_copy(x, &s->f[k].locals[i]);
  x->arr_nloc0[x->narr] = s->f[0].nloc;
  if (!x->cut_tmpl) {
    x->cut_tmpl = arena_alloc(x->a, sizeof(sframe) * (size_t)(s->nf + 1));
    memcpy(x->cut_tmpl, s->f, sizeof(sframe) * (size_t)s->nf);
  } else if (s->nf > 1 && s->f[0].bb != x->cut_tmpl[0].bb) {
    x->cut_mixed = 1; /* the callee reached from another call of the unit: not one loop's state */
  }
  x->arr_to[x->narr] = x->cut_mode == 3 ? x->head_ix[f->bb] : 0;
  x->arr_from[x->narr] = x->cut_mode == 3 ? x->cur_from : -1;
  x->arr_g[x->narr] = s->g;
  x->arr_inl[x->narr] = s->inl, x->arr_nrec[x->narr] = s->nrec, x->arr_rec[x->narr] = s->rec;
  x->head_created |= s->created, x->head_opened |= s->opened;
  if (!x->head_bout_set) x->head_bout = s->bout, x->head_bout_set = 1;
  else if (x->head_bout != s->bout) x->head_bout = -1;
  if (s->nbout > x->head_nbout) x->head_nbout = s->nbout;
  x->arr_loc[x->narr] = c;
  x->arr_nloc[x->narr++] = nl;
}

/* `<F as FnMut<(A, ..)>>::call_mut(f, (a, ..))` (Fn::call, FnOnce::call_once) of a closure of
 * the file, as the interpreter's rx_call_closure: its body takes the environment (by reference
 * for Fn and FnMut, where the upvars change in place; by value for FnOnce), then the tuple's
 * items. Returns 1 with the body and its arguments, 0 when the value called is not such a closure
 * (a fn item, a std item: not followed). */
static int closure_args(sx *x, sst *s, sv *args, const rs_body **body, sv **out, int *nout) {
  sv *clo = args[0].k == S_REF ? rsy_deref(x, s, &args[0]) : &args[0];
  const rs_body *b = clo && clo->k == S_AGG && clo->ak == V_TUPLE && clo->str ? rs_closure_body(x->p, clo->str) : NULL;
  int tup = args[1].k == S_AGG && args[1].ak == V_TUPLE;
  if (!b || (!tup && args[1].k != S_UNIT) || (b->ltypes[1]->k == RT_REF) != (args[0].k == S_REF)) return 0;
  int n = tup ? args[1].n : 0;
  sv *a = arena_alloc(x->a, sizeof(sv) * (size_t)(n + 2));
  a[0] = args[0];
  for (int i = 0; i < n; i++) a[i + 1] = args[1].items[i];
  *body = b, *out = a, *nout = n + 1;
  return 1;
}

/* ---------- a diamond merged (path merging) ---------- */

/* The value that is a where c holds and b elsewhere, for two values of one shape: the scalars
 * that differ as an ite; references, constants and handles must be the same. 0, or -1 when the
 * shapes differ (the caller forks instead). */
static int merge_val(sx *x, term_ref c, const sv *a, const sv *b, sv *out) {
  if (a->k != b->k) return -1;
  *out = *a;
  switch (a->k) {
    case S_UNINIT: case S_UNIT: return 0;
    case S_BV:
      if (a->w != b->w || a->s != b->s) return -1;
      if (a->t != b->t) out->t = ITE(x, c, a->t, b->t);
      return 0;
    case S_BOOL:
      if (a->t != b->t) out->t = ITE(x, c, a->t, b->t);
      return 0;
    case S_REF:
      if (a->fr != b->fr || a->local != b->local || a->np != b->np) return -1;
      for (int i = 0; i < a->np; i++)
        if (a->proj[i] != b->proj[i]) return -1;
      return 0;
    case S_STR: case S_IO: case S_DBG:
      return a->str == b->str && a->len == b->len ? 0 : -1;
    case S_AGG: case S_SEQ: case S_TXT: case S_ITER: case S_FARG: case S_FMT:
      if (a->n != b->n || a->ak != b->ak || a->adt != b->adt || a->var != b->var || a->str != b->str || a->str2 != b->str2 ||
          a->len != b->len || a->w != b->w || a->arr != b->arr || (a->t == TERM_NULL) != (b->t == TERM_NULL))
        return -1;
      if (a->t != b->t) out->t = ITE(x, c, a->t, b->t);
      if (a->n) {
        out->items = arena_alloc(x->a, sizeof(sv) * (size_t)a->n);
        for (int i = 0; i < a->n; i++)
          if (merge_val(x, c, &a->items[i], &b->items[i], &out->items[i]) < 0) return -1;
      }
      return 0;
  }
  return -1;
}

/* Runs the statements of block bb on path s (no terminator). 0, or -1 when one is not followed. */
static int run_stmts(sx *x, sst *s, int bb) {
  sframe *f = &s->f[s->nf - 1];
  const rs_block *blk = &f->b->blocks[bb];
  for (int i = 0; i < blk->nstmts; i++) {
    const rs_stmt *st = &blk->stmts[i];
    const char *why = NULL;
    if (st->k == RS_NOP) continue;
    if (st->k != RS_ASSIGN) return -1;
    sv v;
    const rs_type *dty = st->place.nproj == 0 && st->place.local < f->b->nlocals ? f->b->ltypes[st->place.local] : NULL;
    if (srvalue(x, s, &st->rv, dty, &v, &why) < 0 || write_place(x, s, &st->place, &v, &why) < 0) return -1;
  }
  return 0;
}

/* A two-way switch whose targets are blocks of assignments only that both go to one block J
 * (`out.push(if significant { ch } else { ' ' })`: MIR's diamond around a value): both are run
 * and their states merged (every value that differs an ite on the switch's condition c, the
 * path going on at J), one path where forking would make two — edit_int's digit loop made
 * 2^digits paths. 1 when merged into s, 0 when the shape is not one (the caller forks). */
static int merge_diamond(sx *x, sst *s, term_ref c, int ta, int tb) {
  sframe *f = &s->f[s->nf - 1];
  const rs_block *ba = &f->b->blocks[ta], *bb = &f->b->blocks[tb];
  if (ba->term.k != RT_GOTO || bb->term.k != RT_GOTO || ba->term.target != bb->term.target || ta == tb ||
      ba->term.target == ta || ba->term.target == tb || ta <= f->bb || tb <= f->bb)
    return 0;
  for (int i = 0; i < ba->nstmts; i++)
    if (ba->stmts[i].k != RS_ASSIGN && ba->stmts[i].k != RS_NOP) return 0;
  for (int i = 0; i < bb->nstmts; i++)
    if (bb->stmts[i].k != RS_ASSIGN && bb->stmts[i].k != RS_NOP) return 0;
  int npaths = x->npaths;
  sst *sa = st_copy(x, s), *sb = st_copy(x, s);
  if (run_stmts(x, sa, ta) < 0 || run_stmts(x, sb, tb) < 0 || x->npaths != npaths) return 0;
  if (sa->nf != sb->nf) return 0;
  sframe *nf = arena_alloc(x->a, sizeof(sframe) * (size_t)(sa->nf + 1));
  for (int i = 0; i < sa->nf; i++) {
    if (sa->f[i].nloc != sb->f[i].nloc) return 0;
    nf[i] = sa->f[i];
    nf[i].locals = arena_alloc(x->a, sizeof(sv) * (size_t)(sa->f[i].nloc + 1));
    for (int l = 0; l < sa->f[i].nloc; l++)
      if (merge_val(x, c, &sa->f[i].locals[l], &sb->f[i].locals[l], &nf[i].locals[l]) < 0) return 0;
  }
  s->f = nf;
  s->nf = sa->nf;
  s->f[s->nf - 1].from = ta;
  s->f[s->nf - 1].bb = ba->term.target;
  return 1;
}

/* Follows path s to its ends, forking where a branch depends on the inputs. */
static void explore(sx *x, sst *s) {
  for (;;) {
    x->cur = s;
    if (x->npaths >= MAX_CASES) {
      if (!x->budget_out) x->budget_out = 1;
      x->bound_hits++;
      rsy_unknown(x, s, "?", "the symbolic executor's budget of %d cases was reached", MAX_CASES);
      return;
    }
    if (x->deadline > 0 && rel_now() > x->deadline) {
      x->time_hits++;
      add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, s->g, TERM_NULL, "time limit reached", "?");
      return;
    }
    sframe *f = &s->f[s->nf - 1];
    const rs_body *b = f->b;
    const rs_block *blk = &b->blocks[f->bb];
    /* the loop cut's head: the path stops here (kept as an arrival) */
    if (x->cut_mode && x->cut_mode != 3 && s->nf == x->cut_nf && b == x->cut_body && f->bb == x->cut_bb &&
        (x->cut_mode == 1 || f->from >= 0)) {
      arrive(x, s);
      return;
    }
    if (x->cut_mode == 3 && s->nf == 1 && x->head_ix[f->bb] >= 0 && (f->from >= 0 || x->cur_from < 0)) {
      arrive(x, s);
      return;
    }
    /* entered by a jump back: the state may repeat */
    if (f->from >= 0 && f->bb <= f->from && sym_repeats(x, s, f, f->bb)) {
      add_case(x, REL_P_WRONG, REL_O_RETURNED, s->g, TERM_NULL, "a loop whose state repeats: the run never ends", blk->term.loc);
      return;
    }
    f->from = f->bb;
    for (int i = 0; i < blk->nstmts; i++) {
      const rs_stmt *st = &blk->stmts[i];
      const char *why = NULL;
      x->loc = st->loc;
      if (++s->steps > MAX_STEPS) {
        x->bound_hits++;
        rsy_unknown(x, s, st->loc, "a path longer than %d steps (a loop bound)", MAX_STEPS);
        return;
      }
      if (st->k == RS_NOP) continue;
      if (st->k == RS_UNSUP) { rsy_unknown(x, s, st->loc, "unsupported: MIR statement `%s`", st->text); return; }
      if (st->k == RS_SETDISCR) {
        term_ref idx;
        sv *v = place(x, s, &st->place, 1, &idx, &why);
        const rs_type *t = st->place.nproj == 0 ? b->ltypes[st->place.local] : NULL;
        const rs_adt *d = v && v->k == S_AGG && v->adt ? v->adt : t && t->k == RT_ADT ? rs_find_adt(x->p, t->name) : NULL;
        if (!v || idx != TERM_NULL || !d || !d->is_enum || st->variant < 0 || st->variant >= d->nvariants) {
          rsy_unknown(x, s, st->loc, "unsupported: SetDiscriminant on this place");
          return;
        }
        if (v->k == S_UNINIT) *v = rsy_agg(x, V_ADT, 0);
        v->k = S_AGG;
        v->ak = V_ADT;
        v->adt = d;
        v->var = (int)st->variant;
        continue;
      }
      sv v;
      const rs_type *dty = st->place.nproj == 0 && st->place.local < b->nlocals ? b->ltypes[st->place.local] : NULL;
      if (srvalue(x, s, &st->rv, dty, &v, &why) < 0 || write_place(x, s, &st->place, &v, &why) < 0) {
        rsy_unknown(x, s, st->loc, "unsupported: %s", why ? why : "this statement");
        return;
      }
    }
    const rs_term *t = &blk->term;
    const char *why = NULL;
    x->loc = t->loc;
    switch (t->k) {
      case RT_GOTO: case RT_DROP: f->bb = t->target; continue;
      case RT_RETURN:
        if (do_return(x, s, t->loc)) return;
        continue;
      case RT_UNREACHABLE:
        add_case(x, REL_P_WRONG, REL_O_RETURNED, s->g, TERM_NULL, "entered unreachable code (MIR `unreachable`)", t->loc);
        return;
      case RT_TUNSUP: rsy_unknown(x, s, t->loc, "unsupported: MIR terminator `%s`", t->text); return;
      case RT_SWITCH: {
        sv d;
        term_ref dt;
        int w, sg;
        if (soperand(x, s, &t->op, &d, &why) < 0 || !sscalar(x, &d, &dt, &w, &sg)) {
          rsy_unknown(x, s, t->loc, "unsupported: %s", why ? why : "switchInt on a non-scalar");
          return;
        }
        if (term_is_const(x->tc, dt)) {
          uint64_t key = (uint64_t)term_bv_value(x->tc, dt);
          f->bb = t->target;
          for (int k = 0; k < t->nvals; k++)
            if ((t->vals[k] & umax(w)) == key) { f->bb = t->targets[k]; break; }
          continue;
        }
        /* a diamond of assignments: one path, its values merged */
        if (t->nvals == 1 && merge_diamond(x, s, term_eq(x->tc, dt, BV(x, w, t->vals[0] & umax(w))), t->targets[0], t->target))
          continue;
        /* a symbolic switch: one iteration of a loop more on this path, within the bound */
        if (++f->visits[f->bb] > x->unroll) {
          x->bound_hits++;
          rsy_unknown(x, s, t->loc, "loop bound of %u iterations reached", x->unroll);
          return;
        }
        term_ref other = s->g;
        for (int k = 0; k < t->nvals; k++) {
          term_ref c = term_eq(x->tc, dt, BV(x, w, t->vals[k] & umax(w)));
          other = AND(x, other, NOT(x, c));
          term_ref g = AND(x, s->g, c);
          if (is_false(x, g)) continue;
          sst *c2 = st_copy(x, s);
          c2->g = g;
          c2->f[c2->nf - 1].bb = t->targets[k];
          explore(x, c2);
          x->cur = s;
        }
        if (is_false(x, other)) return;
        s->g = other;
        f->bb = t->target;
        continue;
      }
      case RT_ASSERT: {
        sv c;
        if (soperand(x, s, &t->op, &c, &why) < 0 || c.k != S_BOOL) {
          rsy_unknown(x, s, t->loc, "unsupported: %s", why ? why : "an assert on a non-bool");
          return;
        }
        term_ref ok = t->expected ? c.t : NOT(x, c.t);
        /* a bounds check a << C its index always passes by its shape (a byte's value as an index
         * into a table of 256: `T[c as usize]`) needs no case */
        uint64_t ub;
        if (term_op_of(x->tc, ok) == OP_BVULT && term_is_const(x->tc, term_arg(x->tc, ok, 1)) &&
            rs_term_ub(x->tc, term_arg(x->tc, ok, 0), &ub) && ub < (uint64_t)term_bv_value(x->tc, term_arg(x->tc, ok, 1)))
          ok = T(x);
        term_ref bad = AND(x, s->g, NOT(x, ok));
        if (!is_false(x, bad)) {
          const char *msg = rs_assert_text(t->msg);
          if (!msg && t->nargs == 2 && !strcmp(t->msg, "index out of bounds: the length is {} but the index is {}")) {
            sv l, k;
            if (soperand(x, s, &t->args[0], &l, &why) == 0 && soperand(x, s, &t->args[1], &k, &why) == 0 && l.k == S_BV &&
                k.k == S_BV && term_is_const(x->tc, l.t) && term_is_const(x->tc, k.t))
              msg = arena_printf(x->a, "index out of bounds: the len is %llu but the index is %llu",
                                 (unsigned long long)term_bv_value(x->tc, l.t), (unsigned long long)term_bv_value(x->tc, k.t));
            else if (l.k == S_BV && k.k == S_BV && term_is_const(x->tc, k.t) && term_bv_value(x->tc, k.t) <= 64) {
              /* a known index, a slice's symbolic length: the message names the length, one
               * case per length the check fails on (0..=index) */
              uint64_t kv = term_bv_value(x->tc, k.t);
              for (uint64_t j = 0; j <= kv; j++)
                panic_case(x, AND(x, bad, term_eq(x->tc, l.t, BV(x, l.w, j))),
                           arena_printf(x->a, "index out of bounds: the len is %llu but the index is %llu",
                                        (unsigned long long)j, (unsigned long long)kv), t->loc);
              msg = "";
            } else if (l.k == S_BV && k.k == S_BV) {
              /* the message names the index: one case per index value would be needed */
              add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, bad, TERM_NULL,
                       "unsupported: an index panic whose message names a symbolic index", t->loc);
              msg = "";
            }
          }
          if (!msg) {
            add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, bad, TERM_NULL,
                     arena_printf(x->a, "unsupported: assert with message \"%s\"", t->msg), t->loc);
          } else if (*msg) {
            panic_case(x, bad, msg, t->loc);
          }
        }
        s->g = AND(x, s->g, ok);
        if (is_false(x, s->g)) return;
        f->bb = t->target;
        continue;
      }
      case RT_CALL: {
        sv *args = arena_alloc(x->a, sizeof(sv) * (size_t)(t->nargs + 1));
        if (t->nargs > 64) { rsy_unknown(x, s, t->loc, "unsupported: a call with %d arguments", t->nargs); return; }
        const rs_body *cb = rs_find_body(x->p, t->callee);
        /* a trait method of a type of the file (<Group as Default>::default, a derived impl's
         * body), as the interpreter finds it (rs_exec.c do_call) */
        if (!cb) cb = rs_trait_body(x->p, t->callee);
        for (int i = 0; i < t->nargs; i++)
          if ((!cb && t->args[i].k == RO_CONST && t->args[i].c.k == RC_UNSUP &&
               strncmp(t->args[i].c.text ? t->args[i].c.text : "", "ZeroSized: {closure@", 20)) ||
              soperand(x, s, &t->args[i], &args[i], &why) < 0) {
            rsy_unknown(x, s, t->loc, "unsupported: call to `%s`", t->callee);
            return;
          }
        int cnargs = t->nargs;
        if (!cb && t->nargs == 2 && rs_fn_trait_call(t->callee) && !closure_args(x, s, args, &cb, &args, &cnargs)) {
          rsy_unknown(x, s, t->loc, "unsupported: call to `%s`", t->callee);
          return;
        }
        if (cb) {
          if (cb->unsupported) { rsy_unknown(x, s, t->loc, "unsupported: %s in %s", cb->unsupported, cb->name); return; }
          if ((unsigned)s->nf > x->inline_depth) {
            x->bound_hits++;
            rsy_unknown(x, s, t->loc, "inlining bound of %u nested calls reached", x->inline_depth);
            return;
          }
          if (t->target < 0) { rsy_unknown(x, s, t->loc, "unsupported: a call that does not return"); return; }
          /* a reference passed on keeps naming its frame (S_REF.fr), which stays below the callee's */
          push_frame(x, s, cb, args, cnargs, t->dest, t->target);
          continue;
        }
        int folded = cb ? 0 : fold_call(x, s, t, args, t->nargs, &why);
        if (folded < 0) { rsy_unknown(x, s, t->loc, "unsupported: %s", why); return; }
        if (folded == 2) return;
        if (folded) continue;
        const rs_type *dty = t->dest.nproj == 0 && t->dest.local >= 0 && t->dest.local < b->nlocals ? b->ltypes[t->dest.local] : NULL;
        branch br[MAX_BR];
        int nb = 0;
        x->call_b = b, x->call_t = t;
        if (smodel(x, s, t->callee, args, t->nargs, dty, br, &nb, &why) < 0) {
          rsy_unknown(x, s, t->loc, "unsupported: %s", why ? why : arena_printf(x->a, "call to `%s`", t->callee));
          return;
        }
        /* a call that forks the path (a range's next on a symbolic bound) is one iteration more of
         * the loop it is in, within the bound */
        int feasible = 0;
        for (int k = 0; k < nb; k++) feasible += !is_false(x, AND(x, s->g, br[k].g));
        if (feasible > 1 && ++f->visits[f->bb] > x->unroll) {
          x->bound_hits++;
          rsy_unknown(x, s, t->loc, "loop bound of %u iterations reached", x->unroll);
          return;
        }
        /* the panicking branches end here; every other one but the last runs on a copy */
        int lastk = -1;
        for (int k = 0; k < nb; k++) {
          term_ref g = AND(x, s->g, br[k].g);
          if (is_false(x, g)) continue;
          if (br[k].unk == 2) {
            add_case(x, REL_P_WRONG, REL_O_RETURNED, g, TERM_NULL, br[k].msg, t->loc);
          } else if (br[k].unk == 3) {
            /* process::exit: the run ends with the code, an i32 (rs_symio.c) */
            add_case(x, REL_P_RETURNED, REL_O_EXITED, g, resize(x, br[k].v.t, br[k].v.w, 64, 1), NULL, t->loc);
          } else if (br[k].unk) {
            if (!strncmp(br[k].msg, "bound reached", 13)) x->bound_hits++;
            add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, g, TERM_NULL, br[k].msg, t->loc);
          } else if (br[k].panics) {
            panic_case(x, g, br[k].msg, t->loc);
          } else {
            lastk = k;
          }
        }
        for (int k = 0; k <= lastk; k++) {
          term_ref g = AND(x, s->g, br[k].g);
          if (is_false(x, g) || br[k].panics || br[k].unk) continue;
          int last = k == lastk;
          sst *c = last ? s : st_copy(x, s);
          c->g = g;
          if (br[k].msg && !rsy_io_step(x, c, args, t->nargs, br[k].msg)) range_step(x, c, &args[0], br[k].msg);
          if (t->target < 0) { rsy_unknown(x, c, t->loc, "unsupported: a call that does not return returned"); if (last) return; continue; }
          if (write_place(x, c, &t->dest, &br[k].v, &why) < 0) {
            rsy_unknown(x, c, t->loc, "unsupported: %s", why ? why : "a call's result");
            if (last) return;
            continue;
          }
          c->f[c->nf - 1].bb = t->target;
          if (last) { s = c; goto next; }
          explore(x, c);
          x->cur = s;
        }
        return;
      next:
        continue;
      }
    }
  }
}

/* ---------- the loop cut (rel_loopcut) ---------- */

/* Whether v is made of integers, bools and units only (tuples and ADTs of them): the values a
 * cut makes state variables of, one per integer or bool. */
static int scalar_tree(const sv *v) {
  switch (v->k) {
    case S_BV: case S_BOOL: case S_UNIT: return 1;
    case S_AGG:
      for (int i = 0; i < v->n; i++)
        if (!scalar_tree(&v->items[i])) return 0;
      return 1;
    default: return 0;
  }
}

/* Whether two scalar trees have the same shape: the same kinds, widths and variants, so that their
 * leaves correspond one to one. */
static int same_shape(const sv *a, const sv *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
    case S_BV: return a->w == b->w && a->s == b->s;
    case S_BOOL: case S_UNIT: return 1;
    case S_AGG:
      if (a->n != b->n || a->ak != b->ak || a->adt != b->adt || a->var != b->var) return 0;
      for (int i = 0; i < a->n; i++)
        if (!same_shape(&a->items[i], &b->items[i])) return 0;
      return 1;
    default: return 0;
  }
}

/* Whether a and b are the same value: every field equal, terms by handle (hash-consed: the same
 * term on every input), references by the place they name. Unequal can be a false alarm (the cut
 * is then not made), equal never is. */
static int same_val(const sv *a, const sv *b) {
  if (a->k != b->k || a->w != b->w || a->s != b->s || a->t != b->t || a->n != b->n || a->ak != b->ak || a->adt != b->adt ||
      a->var != b->var || a->fr != b->fr || a->local != b->local || a->np != b->np || a->str != b->str || a->len != b->len)
    return 0;
  for (int i = 0; i < a->np; i++)
    if (a->proj[i] != b->proj[i]) return 0;
  if (a->k == S_AGG || a->k == S_SEQ || a->k == S_ITER)
    for (int i = 0; i < a->n; i++)
      if (!same_val(&a->items[i], &b->items[i])) return 0;
  return 1;
}

/* The leaves of a scalar tree in order: their terms (out may be NULL: count only). */
static int leaves(const sv *v, term_ref *out, int k) {
  if (v->k == S_BV || v->k == S_BOOL) {
    if (out) out[k] = v->t;
    return k + 1;
  }
  if (v->k == S_AGG)
    for (int i = 0; i < v->n; i++) k = leaves(&v->items[i], out, k);
  return k;
}

/* The leaves of v replaced by in[k..], in order; their names (the local's, then field indices). */
static int set_leaves(sx *x, sv *v, const term_ref *in, int k, const char *name, const char **names) {
  if (v->k == S_BV || v->k == S_BOOL) {
    v->t = in[k];
    names[k] = name;
    return k + 1;
  }
  if (v->k == S_AGG)
    for (int i = 0; i < v->n; i++) {
      /* a struct's field by its name (iter.start), a tuple's by its index */
      const rs_variant *vr = v->ak == V_ADT && v->adt && v->var >= 0 && v->var < v->adt->nvariants ? &v->adt->variants[v->var] : NULL;
      const char *fn = vr && vr->fields && i < vr->nfields ? vr->fields[i] : NULL;
      k = set_leaves(x, &v->items[i], in, k, fn ? arena_printf(x->a, "%s.%s", name, fn) : arena_printf(x->a, "%s.%d", name, i), names);
    }
  return k;
}

/* Whether a and b are slice iterators over the same sequence, of the same kind (by value or
 * not, iter or iter_mut), whatever their positions. */
static int same_iter(const sv *a, const sv *b) {
  return a->k == S_ITER && b->k == S_ITER && a->w == b->w && a->n == 1 && b->n == 1 && same_val(&a->items[0], &b->items[0]);
}

/* A slice iterator's position as a 64-bit term. */
static term_ref iter_pos(sx *x, const sv *it) { return it->t != TERM_NULL ? it->t : BV(x, 64, (uint64_t)it->len); }

/* An enum local of type t whose variants' fields are all integers or bools (Option<u32>, a
 * user's `enum E { A(i32), B }`): its definition, or NULL. Its state is a tag (8 bits: the
 * variant's index) and every variant's fields, the absent variant's zero. */
static const rs_adt *enum_state(sx *x, const rs_type *t) {
  const rs_adt *d = t && t->k == RT_ADT ? rs_find_adt(x->p, t->name) : NULL;
  if (!d || !d->is_enum || d->nvariants < 1 || d->nvariants > 64) return NULL;
  for (int v = 0; v < d->nvariants; v++)
    for (int i = 0; i < d->variants[v].nfields; i++) {
      const rs_type *ft;
      if (!strcmp(d->name, "Option")) ft = t->n == 1 ? t->args[0] : NULL;
      else if (!strcmp(d->name, "Result")) ft = t->n == 2 ? t->args[v] : NULL;
      else ft = d->variants[v].ftypes ? rs_parse_type(x->a, d->variants[v].ftypes[i]) : NULL;
      if (!ft || (ft->k != RT_INT && ft->k != RT_BOOL)) return NULL;
    }
  return d;
}

static const rs_type *enum_ftype(sx *x, const rs_type *t, const rs_adt *d, int v, int i) {
  if (!strcmp(d->name, "Option")) return t->args[0];
  if (!strcmp(d->name, "Result")) return t->args[v];
  return rs_parse_type(x->a, d->variants[v].ftypes[i]);
}

static int enum_width(const rs_adt *d) {
  int n = 1;
  for (int v = 0; v < d->nvariants; v++) n += d->variants[v].nfields;
  return n;
}

/* The state of enum value ev (of type t, definition d) as terms out[k..]: its tag, then every
 * variant's fields (zero where absent). Returns the next k, or -1 when ev is not of that shape. */
static int enum_leaves(sx *x, const rs_type *t, const rs_adt *d, const sv *ev, term_ref *out, int k) {
  if (ev->k != S_AGG || ev->ak != V_ADT || ev->adt != d || ev->var < 0 || ev->var >= d->nvariants ||
      ev->n != d->variants[ev->var].nfields)
    return -1;
  out[k++] = BV(x, 8, (uint64_t)ev->var);
  for (int v = 0; v < d->nvariants; v++)
    for (int i = 0; i < d->variants[v].nfields; i++) {
      const rs_type *ft = enum_ftype(x, t, d, v, i);
      if (v != ev->var) {
        out[k++] = ft->k == RT_BOOL ? term_false(x->tc) : BV(x, ft->width, 0);
        continue;
      }
      const sv *f = &ev->items[i];
      if (ft->k == RT_BOOL ? f->k != S_BOOL : (f->k != S_BV || f->w != ft->width || f->s != ft->is_signed)) return -1;
      out[k++] = f->t;
    }
  return k;
}

/* The value of variant v of the enum whose state variables are h[k..] (enum_leaves' order). */
static sv enum_value(sx *x, const rs_type *t, const rs_adt *d, int v, const term_ref *h, int k) {
  sv r = rsy_adt(x, d, v, d->variants[v].nfields);
  k++;
  for (int vv = 0; vv < d->nvariants; vv++)
    for (int i = 0; i < d->variants[vv].nfields; i++, k++) {
      if (vv != v) continue;
      const rs_type *ft = enum_ftype(x, t, d, vv, i);
      r.items[i] = ft->k == RT_BOOL ? sbool(h[k]) : sbv(h[k], ft->width, ft->is_signed);
    }
  return r;
}

/* The state of a loop head, from the arrivals at it: every local that is uninitialized on some
 * arrival, or dead at the head (rs_live_at: a stale temporary of the last iteration), is
 * uninitialized (the borrow checker lets no path read the one before writing it, liveness says no
 * path reads the other; a read would be an unknown case anyway); every integer, bool or aggregate
 * of them becomes fresh variables "<pfx>_<k>", one per leaf, and so does an enum of them whose
 * variant may change (enum_state: a tag variable, then every variant's fields; the iteration runs
 * once per variant, under tag == v, the last variant taking every tag value from there up, so
 * that every value of the variables is a state); rel proposes the invariants that relate the
 * variables (kept at the entry value, equal across versions, ordered). Every other local
 * (references, slices, strs, iterators) keeps the value all arrivals agree on. */
typedef struct hstate {
  int bb, nloc, nloc0, total, combos; /* nloc0: the unit's locals first, where the head is in a callee */
  sv *hl;            /* the head's locals, variables in place */
  char *kind;        /* per local: 0 uninitialized, 1 state variables, 2 kept, 3 an enum's variables,
                        4 a slice iterator over a kept sequence, its position a variable,
                        5 a text (String, str) in the induction over lines, or a byte Vec the
                        loop replaces: its length and bytes, 6 an aggregate holding byte slices
                        (held_get: its integers, bools and the slices' bytes) */
  const rs_adt **ed;
  int *at;           /* each local's first variable */
  const char **names;
  term_ref *h;
} hstate;

/* A sequence of bytes held whole: no SMT array, every element followed an 8-bit value. */
static int byte_seq(const sv *v) {
  if (v->k != S_SEQ || v->arr != TERM_NULL) return 0;
  for (int j = 0; j < v->n; j++)
    if (v->items[j].k != S_BV || v->items[j].w != 8) return 0;
  return 1;
}

/* ---- byte slices held across iterations (CTLBRK's Run.prev_branch: `&'a [u8]` fields pointing
 * at a constant [0; 4] at the loop's entry and into the record after an iteration) ----
 * A shared reference to a byte array in a slot the executor made in the unit's frame (a
 * promoted constant, `&rec[lo..hi]`) is, across iterations, only its bytes: nothing writes
 * through a `&[u8]` and a slot has no other name, so the head holds the bytes as state (one 8-bit
 * variable each, the length every arrival's) in a fresh slot, as a Vec<u8>'s bytes are (kind 5). A
 * local holding such references, integers and bools (kind 6: a struct, a tuple, the reference
 * itself) makes its integers and bools state too, as a scalar tree; any other part of it must be
 * the same value on every arrival, as a kept local. */

/* Whether the type written ty is a shared reference to bytes: &[u8] or &[u8; N], with or without
 * a lifetime. */
static int shared_bytes(const char *ty) {
  if (!ty || *ty++ != '&') return 0;
  if (*ty == '\'') {
    while (*ty && *ty != ' ') ty++;
    if (*ty) ty++;
  }
  return !strcmp(ty, "[u8]") || !strncmp(ty, "[u8; ", 5);
}

/* The type written for field i of aggregate v (a struct's, from the source), or NULL. */
static const char *field_ty(const sv *v, int i) {
  const rs_variant *vr = v->ak == V_ADT && v->adt && v->var >= 0 && v->var < v->adt->nvariants ? &v->adt->variants[v->var] : NULL;
  return vr && vr->ftypes && i < vr->nfields ? vr->ftypes[i] : NULL;
}

/* The byte array reference v of arrival i points to: a slot the executor made in the unit's
 * frame (not a local of the source, which another name could reach), holding 1 to MAX_ELEMS
 * 8-bit values. NULL otherwise. */
static const sv *held_bytes(const sx *x, int i, const sv *v) {
  if (v->k != S_REF || v->fr != 0 || v->np || v->local < x->cut_tmpl[0].b->nlocals || v->local >= x->arr_nloc0[i]) return NULL;
  const sv *t = &x->arr_loc[i][v->local];
  if (t->k != S_AGG || t->ak != V_ARRAY || t->n < 1 || t->n > MAX_ELEMS) return NULL;
  for (int j = 0; j < t->n; j++)
    if (t->items[j].k != S_BV || t->items[j].w != 8) return NULL;
  return t;
}

/* A walk of a kind-6 local: arrival arr's value against the head's template (its byte slices as
 * the arrays they point to), the state's terms into out[k..] (NULL: count), slices counted. */
typedef struct hwalk {
  sx *x;
  int arr, k, slices;
  term_ref *out;
} hwalk;

/* Arrival w->arr's value v of a local or part of one of type ty, against template t (NULL: none
 * yet). -1 when it has no state of t's shape (another length, shape or kept value). */
static int held_get(hwalk *w, const sv *v, const sv *t, const char *ty) {
  if (shared_bytes(ty) && v->k == S_REF) {
    const sv *bytes = held_bytes(w->x, w->arr, v);
    if (!bytes || (t && (t->k != S_AGG || t->ak != V_ARRAY || t->n != bytes->n))) return -1;
    for (int j = 0; j < bytes->n; j++, w->k++)
      if (w->out) w->out[w->k] = bytes->items[j].t;
    w->slices++;
    return 0;
  }
  switch (v->k) {
    case S_BV: case S_BOOL:
      if (t && !same_shape(t, v)) return -1;
      if (w->out) w->out[w->k] = v->t;
      w->k++;
      return 0;
    case S_UNIT: return 0;
    case S_AGG:
      if (t && (t->k != S_AGG || t->n != v->n || t->ak != v->ak || t->adt != v->adt || t->var != v->var)) return -1;
      for (int i = 0; i < v->n; i++)
        if (held_get(w, &v->items[i], t ? &t->items[i] : NULL, field_ty(v, i)) < 0) return -1;
      return 0;
    default: return t && !same_val(t, v) ? -1 : 0;
  }
}

/* Whether arrival i's value v of type ty holds a byte slice, and has a state as a kind-6 local. */
static int held_slices(sx *x, int i, const sv *v, const char *ty) {
  hwalk w = {x, i, 0, 0, NULL};
  return held_get(&w, v, NULL, ty) == 0 && w.slices > 0;
}

/* The head's template from arrival i's value v (a copy, changed in place): each byte slice the
 * array it points to. */
static void held_template(sx *x, int i, sv *v, const char *ty) {
  if (shared_bytes(ty) && v->k == S_REF) {
    *v = rsy_copy(x, held_bytes(x, i, v));
    return;
  }
  if (v->k == S_AGG)
    for (int j = 0; j < v->n; j++) held_template(x, i, &v->items[j], field_ty(v, j));
}

/* The template's state leaves replaced by in[k..] in held_get's order, named after name (a field
 * by its name, a byte by its offset, "run.prev_branch#0"). Returns the next k. */
static int held_set(sx *x, sv *v, const char *ty, const term_ref *in, int k, const char *name, const char **names) {
  if (shared_bytes(ty) && v->k == S_AGG && v->ak == V_ARRAY) {
    for (int j = 0; j < v->n; j++, k++) v->items[j].t = in[k], names[k] = arena_printf(x->a, "%s#%d", name, j);
    return k;
  }
  if (v->k == S_BV || v->k == S_BOOL) {
    v->t = in[k], names[k] = name;
    return k + 1;
  }
  if (v->k == S_AGG)
    for (int i = 0; i < v->n; i++) {
      const rs_variant *vr = v->ak == V_ADT && v->adt && v->var >= 0 && v->var < v->adt->nvariants ? &v->adt->variants[v->var] : NULL;
      const char *fn = vr && vr->fields && i < vr->nfields ? vr->fields[i] : NULL;
      k = held_set(x, &v->items[i], field_ty(v, i), in, k,
                   fn ? arena_printf(x->a, "%s.%s", name, fn) : arena_printf(x->a, "%s.%d", name, i), names);
    }
  return k;
}

/* A step's local from the template (a copy, changed in place): each byte array a reference to a
 * fresh slot of path s holding it. */
static void held_slots(sx *x, sst *s, sv *v, const char *ty) {
  if (shared_bytes(ty) && v->k == S_AGG && v->ak == V_ARRAY) {
    *v = rsy_slot_ref(x, s, v);
    return;
  }
  if (v->k == S_AGG)
    for (int j = 0; j < v->n; j++) held_slots(x, s, &v->items[j], field_ty(v, j));
}

/* Local l of a head state of nloc0 unit's locals (the flat order arrive keeps): the body it is a
 * local of, NULL for a slot the executor made; *l becomes its index there, *outer says it is the
 * unit's while the head is in a callee's frame. */
static const rs_body *flat_local(const sx *x, int nloc0, const rs_body *b, int *l, int *outer) {
  *outer = 0;
  if (x->cut_nf == 2) {
    if (*l < nloc0) *outer = 1, b = x->cut_tmpl[0].b;
    else *l -= nloc0;
  }
  return *l < b->nlocals ? b : NULL;
}

/* Arrival i's value of local l of a head state of nloc0 unit's locals (the unit's frame may have
 * gained slots since: the callee's locals come after them). */
static const sv *arr_local(const sx *x, int i, int nloc0, int l) {
  return x->cut_nf == 2 && l >= nloc0 ? &x->arr_loc[i][x->arr_nloc0[i] + l - nloc0] : &x->arr_loc[i][l];
}

/* Whether arrival i has the locals of a head state of nloc locals, nloc0 of them the unit's. */
static int arr_fits(const sx *x, int i, int nloc, int nloc0) {
  if (x->cut_nf != 2) return x->arr_nloc[i] >= nloc;
  return x->arr_nloc0[i] >= nloc0 && x->arr_nloc[i] - x->arr_nloc0[i] == nloc - nloc0;
}

/* The MIR type of local l of head state hs (NULL: a slot), and its name in the proof's words. */
static const rs_type *flat_type(const sx *x, const hstate *hs, const rs_body *b, int l) {
  int outer;
  const rs_body *lb = flat_local(x, hs->nloc0, b, &l, &outer);
  return lb ? lb->ltypes[l] : NULL;
}
static const char *flat_name(sx *x, const hstate *hs, const rs_body *b, int l) {
  int ll = l, outer;
  const rs_body *lb = flat_local(x, hs->nloc0, b, &ll, &outer);
  return lb && lb->lnames && lb->lnames[ll] ? lb->lnames[ll] : arena_printf(x->a, "_%d", l);
}

/* hs from the arrivals x->arr_*[i] with arr_to[i] == to (all of them in the single cut), at block
 * bb of body b. Returns -1 when no state holds them all: other numbers of locals, a kept local
 * whose value differs, a scalar local of another shape, too many enum variants. */
static int head_state(sx *x, const rs_body *b, int bb, int to, hstate *hs, const char *pfx, const term_ref *given) {
  int first = -1;
  for (int i = 0; i < x->narr && first < 0; i++)
    if (x->arr_to[i] == to) first = i;
  if (first < 0 || x->cut_mixed) return -1;
  int nloc = x->arr_nloc[first], nloc0 = x->arr_nloc0[first];
  for (int i = first; i < x->narr; i++)
    if (x->arr_to[i] == to && (x->arr_nloc[i] != nloc || x->arr_nloc0[i] != nloc0)) return -1;
  char *live = arena_alloc(x->a, (size_t)b->nlocals + 1);
  rs_live_at(b, bb, live, x->a);
  /* the unit's locals below a callee's head: those read after the call returns or borrowed */
  const rs_body *b0 = x->cut_nf == 2 ? x->cut_tmpl[0].b : NULL;
  char *live0 = b0 ? arena_alloc(x->a, (size_t)b0->nlocals + 1) : NULL;
  if (b0) rs_live_at(b0, x->cut_tmpl[1].ret_bb, live0, x->a);
  memset(hs, 0, sizeof *hs);
  hs->bb = bb, hs->nloc = nloc, hs->nloc0 = nloc0, hs->combos = 1;
  hs->hl = arena_alloc(x->a, sizeof(sv) * (size_t)(nloc + 1));
  hs->kind = arena_alloc(x->a, (size_t)nloc + 1);
  hs->ed = arena_alloc(x->a, sizeof(rs_adt *) * (size_t)(nloc + 1));
  hs->at = arena_alloc(x->a, sizeof(int) * (size_t)(nloc + 1));
    for (int l = 0; l < nloc; l++) {
    int un = 0, differs = 0;
    const sv *v0 = arr_local(x, first, nloc0, l);
    for (int i = first; i < x->narr; i++) {
      if (x->arr_to[i] != to) continue;
      un |= (*arr_local(x, i, nloc0, l)).k == S_UNINIT;
      if (!same_val(v0, &(*arr_local(x, i, nloc0, l)))) differs = 1;
    }
    memset(&hs->hl[l], 0, sizeof hs->hl[l]);
    hs->ed[l] = NULL;
    int ll = l, outer;
    const rs_body *lb = flat_local(x, nloc0, b, &ll, &outer);
    if (un || (lb && !(outer ? live0 : live)[ll])) { hs->kind[l] = 0; continue; }
    const rs_adt *d = lb ? enum_state(x, lb->ltypes[ll]) : NULL;
    if (v0->k == S_ITER) {
      for (int i = first; i < x->narr; i++)
        if (x->arr_to[i] == to && !same_iter(v0, &(*arr_local(x, i, nloc0, l)))) return -1;
      hs->kind[l] = 4;
      hs->total += 1;
    } else if (v0->k == S_TXT && x->hmode != REL_HEAD_NONE) {
      /* a line's buffer: its length and bytes are state (a read_line loop's String) */
      for (int i = first; i < x->narr; i++)
        if (x->arr_to[i] == to && ((*arr_local(x, i, nloc0, l)).k != S_TXT || (*arr_local(x, i, nloc0, l)).n != v0->n)) return -1;
      hs->kind[l] = 5;
      hs->total += 1 + v0->n;
    } else if (v0->k == S_SEQ && x->hmode != REL_HEAD_NONE && byte_seq(v0) && lb && lb->ltypes[ll] &&
               lb->ltypes[ll]->k == RT_ADT && !strcmp(lb->ltypes[ll]->name, "Vec")) {
      /* a Vec<u8> held in the loop (CTLBRK's previous key): its length and bytes are state, as a
       * text's; every arrival's of as many bytes followed */
      for (int i = first; i < x->narr; i++)
        if (x->arr_to[i] == to && (!byte_seq(&(*arr_local(x, i, nloc0, l))) || (*arr_local(x, i, nloc0, l)).n != v0->n)) return -1;
      hs->kind[l] = 5;
      hs->total += 1 + v0->n;
    } else if (d && v0->k == S_AGG && v0->adt == d) {
      hs->kind[l] = 3;
      hs->ed[l] = d;
      hs->total += enum_width(d);
      hs->combos *= d->nvariants;
      if (hs->combos > 64) return -1;
    } else if (scalar_tree(v0)) {
      for (int i = first; i < x->narr; i++)
        if (x->arr_to[i] == to && !same_shape(v0, &(*arr_local(x, i, nloc0, l)))) return -1;
      hs->kind[l] = 1;
      hs->total += leaves(v0, NULL, 0);
    } else if (x->hmode != REL_HEAD_NONE && lb && lb->ltypes[ll] && held_slices(x, first, v0, lb->ltypes[ll]->text)) {
      /* byte slices held across iterations, with the integers beside them (kind 6) */
      const char *ty = lb->ltypes[ll]->text;
      hwalk w = {x, first, 0, 0, NULL};
      held_get(&w, v0, NULL, ty);
      hs->hl[l] = rsy_copy(x, v0);
      held_template(x, first, &hs->hl[l], ty);
      for (int i = first; i < x->narr; i++) {
        hwalk wi = {x, i, 0, 0, NULL};
        if (x->arr_to[i] == to && held_get(&wi, arr_local(x, i, nloc0, l), &hs->hl[l], ty) < 0) return -1;
      }
      hs->kind[l] = 6;
      hs->total += w.k;
      continue;
    } else {
      if (differs) return -1;
      hs->kind[l] = 2;
    }
    hs->hl[l] = rsy_copy(x, v0);
  }
  hs->names = arena_alloc(x->a, sizeof(char *) * (size_t)(hs->total + 1));
  hs->h = arena_alloc(x->a, sizeof(term_ref) * (size_t)(hs->total + 1));
  term_ref *tmp = arena_alloc(x->a, sizeof(term_ref) * (size_t)(hs->total + 1));
  for (int l = 0, k = 0; l < nloc; l++) {
    hs->at[l] = k;
    if (hs->kind[l] != 1 && hs->kind[l] != 3 && hs->kind[l] != 4 && hs->kind[l] != 5 && hs->kind[l] != 6) continue;
    int k0 = k;
    const char *nm = flat_name(x, hs, b, l);
    /* two locals of one name (two loops' `iter`, a shadowed `i`): the later one's local number
     * tells them apart in the proof's words */
    for (int e = 0; e < l; e++)
      if (hs->kind[e] != 0 && hs->kind[e] != 2 && !strcmp(flat_name(x, hs, b, e), nm)) {
        nm = arena_printf(x->a, "%s_%d", nm, l);
        break;
      }
    if (hs->kind[l] == 4) {
      hs->h[k] = given ? given[k] : term_var(x->tc, arena_printf(x->a, "%s_%d", pfx, k), term_sort_bv(x->tc, 64));
      hs->names[k] = arena_printf(x->a, "%s.pos", nm);
      hs->hl[l].t = hs->h[k++];
      continue;
    }
    if (hs->kind[l] == 5) {
      /* its length, then its bytes ("line", "line#0", ...: the proof names the text once) */
      hs->h[k] = given ? given[k] : term_var(x->tc, arena_printf(x->a, "%s_%d", pfx, k), term_sort_bv(x->tc, 64));
      hs->names[k] = nm;
      hs->hl[l].t = hs->h[k++];
      for (int j = 0; j < hs->hl[l].n; j++, k++) {
        hs->h[k] = given ? given[k] : term_var(x->tc, arena_printf(x->a, "%s_%d", pfx, k), term_sort_bv(x->tc, 8));
        hs->names[k] = arena_printf(x->a, "%s#%d", nm, j);
        hs->hl[l].items[j].t = hs->h[k];
      }
      continue;
    }
    if (hs->kind[l] == 6) {
      hwalk w = {x, first, k0, 0, tmp};
      held_get(&w, arr_local(x, first, nloc0, l), &hs->hl[l], flat_type(x, hs, b, l)->text);
      for (int j = k0; j < w.k; j++) hs->h[j] = given ? given[j] : term_var(x->tc, arena_printf(x->a, "%s_%d", pfx, j), term_sort_of(x->tc, tmp[j]));
      k = held_set(x, &hs->hl[l], flat_type(x, hs, b, l)->text, hs->h, k0, nm, hs->names);
      continue;
    }
    k = hs->kind[l] == 1 ? leaves(arr_local(x, first, nloc0, l), tmp, k0) : enum_leaves(x, flat_type(x, hs, b, l), hs->ed[l], arr_local(x, first, nloc0, l), tmp, k0);
    if (k < 0) return -1;
    for (int j = k0; j < k; j++) hs->h[j] = given ? given[j] : term_var(x->tc, arena_printf(x->a, "%s_%d", pfx, j), term_sort_of(x->tc, tmp[j]));
    if (hs->kind[l] == 1) {
      set_leaves(x, &hs->hl[l], hs->h, k0, nm, hs->names);
    } else {
      const rs_adt *d = hs->ed[l];
      int j = k0;
      hs->names[j++] = arena_printf(x->a, "%s.tag", nm);
      for (int v = 0; v < d->nvariants; v++)
        for (int i = 0; i < d->variants[v].nfields; i++)
          hs->names[j++] = d->variants[v].fields ? arena_printf(x->a, "%s.%s.%s", nm, d->variants[v].name, d->variants[v].fields[i])
                                                 : arena_printf(x->a, "%s.%s.%d", nm, d->variants[v].name, i);
    }
  }
  return 0;
}

/* The state arrival i gives head state hs as terms out[0..hs->total): -1 when it has no such
 * state (a kept local with another value, a scalar local of another shape). */
static int arrival_state(sx *x, const rs_body *b, const hstate *hs, int i, term_ref *out) {
  if (!arr_fits(x, i, hs->nloc, hs->nloc0)) return -1;
  for (int l = 0; l < hs->nloc; l++) {
    const sv *v = arr_local(x, i, hs->nloc0, l);
    if (hs->kind[l] == 2 && !same_val(&hs->hl[l], v)) return -1;
    if (hs->kind[l] == 4) {
      if (!same_iter(&hs->hl[l], v)) return -1;
      out[hs->at[l]] = iter_pos(x, v);
      continue;
    }
    if (hs->kind[l] == 5) {
      if (v->k != hs->hl[l].k || v->n != hs->hl[l].n || (v->k == S_SEQ && !byte_seq(v))) return -1;
      out[hs->at[l]] = v->t;
      for (int j = 0; j < v->n; j++) out[hs->at[l] + 1 + j] = v->items[j].t;
      continue;
    }
    if (hs->kind[l] == 6) {
      hwalk w = {x, i, hs->at[l], 0, out};
      if (held_get(&w, v, &hs->hl[l], flat_type(x, hs, b, l)->text) < 0) return -1;
      continue;
    }
    if (hs->kind[l] != 1 && hs->kind[l] != 3) continue;
    if (hs->kind[l] == 1 && !same_shape(&hs->hl[l], v)) return -1;
    if ((hs->kind[l] == 1 ? leaves(v, out, hs->at[l]) : enum_leaves(x, flat_type(x, hs, b, l), hs->ed[l], v, out, hs->at[l])) < 0) return -1;
  }
  return 0;
}

/* Runs from the head of hs in its state, once per combination of the enums' variants: the paths
 * stop at a head (cut_mode 2 or 3) or end as cases. The frames are the unit's (f0), or the unit's
 * waiting at its call and the callee's at its head (cut_nf 2: as the first arrival had them). */
static void run_from_head(sx *x, const sframe *f0, const hstate *hs) {
  const rs_body *b = x->cut_nf == 2 ? x->cut_body : f0->b;
  int nf = x->cut_nf == 2 ? 2 : 1;
  for (int combo = 0; combo < hs->combos; combo++) {
    sst *s = arena_alloc(x->a, sizeof *s);
    memset(s, 0, sizeof *s);
    s->g = T(x);
    /* the files the entry created or opened stay so in every iteration (a step that forgot them
     * followed process::exit in the loop as if a BufWriter's bytes were written: equiv diff proved a
     * loop exiting without flushing equivalent to one flushing first) */
    s->created = x->head_created, s->opened = x->head_opened;
    /* bytes some arrival left in the one BufWriter over stdout: taken as held (never wrong) */
    s->bout = x->head_bout == -1 && x->head_nbout == 1 ? 1 : x->head_bout, s->nbout = x->head_nbout;
    s->nf = nf;
    s->f = arena_alloc(x->a, sizeof(sframe) * (size_t)(nf + 1));
    for (int k = 0; k < nf; k++) {
      sframe *f = &s->f[k];
      *f = nf == 1 ? *f0 : x->cut_tmpl[k];
      f->nloc = nf == 1 ? hs->nloc : k == 0 ? hs->nloc0 : hs->nloc - hs->nloc0;
      f->locals = arena_alloc(x->a, sizeof(sv) * (size_t)(f->nloc + 1));
      f->visits = arena_alloc(x->a, sizeof(unsigned) * (size_t)(f->b->nblocks + 1));
      memset(f->visits, 0, sizeof(unsigned) * (size_t)(f->b->nblocks + 1));
      if (k == nf - 1) f->bb = hs->bb;
      f->from = -1;
      f->snap_bb = -1;
      f->snap = NULL;
    }
    for (int l = 0, rest = combo; l < hs->nloc; l++) {
      sv *dst = nf == 2 && l >= hs->nloc0 ? &s->f[1].locals[l - hs->nloc0] : &s->f[0].locals[l];
      if (hs->kind[l] != 3) {
        *dst = rsy_copy(x, &hs->hl[l]);
        continue;
      }
      int nv = hs->ed[l]->nvariants, v = rest % nv;
      rest /= nv;
      term_ref tag = hs->h[hs->at[l]];
      s->g = AND(x, s->g, v < nv - 1 ? term_eq(x->tc, tag, BV(x, 8, (uint64_t)v)) : M2(x, OP_BVUGE, tag, BV(x, 8, (uint64_t)v)));
      *dst = enum_value(x, flat_type(x, hs, b, l), hs->ed[l], v, hs->h, hs->at[l]);
    }
    /* byte slices held: each a reference to a fresh slot of its bytes (rsy_slot_ref moves the
     * unit's locals: the local is changed in a copy, then stored) */
    for (int l = 0; l < hs->nloc; l++) {
      if (hs->kind[l] != 6) continue;
      sv v = rsy_copy(x, &hs->hl[l]);
      held_slots(x, s, &v, flat_type(x, hs, b, l)->text);
      *(nf == 2 && l >= hs->nloc0 ? &s->f[1].locals[l - hs->nloc0] : &s->f[0].locals[l]) = v;
    }
    explore(x, s);
  }
}

/* The cut of the unit's first loop, whose head is block x->cut_bb: the paths from the start have
 * run (cut_mode 1) and stopped at the head as arrivals, which give the head state (head_state).
 * Then one iteration runs from that state (cut_mode 2, cases in seg 2): a path back at the head
 * ends the iteration with the state next[] (it must have the head's shape, and every kept local
 * its value), every other path runs to its end as a case. Returns NULL when a state cannot be
 * cut so: the arrivals or an iteration disagree on a kept value or a shape. */
static rel_loopcut *cut_loop(sx *x, const sframe *f0, const char *pfx) {
  int na = x->narr;
  if (!na) return NULL;
  const rs_body *b = x->cut_body;
  hstate hs;
  if (head_state(x, b, x->cut_bb, 0, &hs, pfx, NULL) < 0) return NULL;
  int total = hs.total;
  rel_loopcut *c = arena_alloc(x->a, sizeof *c);
  memset(c, 0, sizeof *c);
  c->names = hs.names;
  c->h = hs.h;
  c->entry = arena_alloc(x->a, sizeof(term_ref) * (size_t)(total + 1));
  c->next = arena_alloc(x->a, sizeof(term_ref) * (size_t)(total + 1));
  term_ref *tmp = arena_alloc(x->a, sizeof(term_ref) * (size_t)(total + 1));
  /* the entry state: each variable as the arrivals give it (their guards are disjoint) */
  for (int i = na - 1; i >= 0; i--) {
    if (arrival_state(x, b, &hs, i, tmp) < 0) return NULL;
    for (int j = 0; j < total; j++) c->entry[j] = i == na - 1 ? tmp[j] : ITE(x, x->arr_g[i], tmp[j], c->entry[j]);
  }
  c->n = total;
  c->entry_g = term_false(x->tc);
  for (int i = 0; i < na; i++) c->entry_g = OR(x, c->entry_g, x->arr_g[i]);
  /* one iteration from the head state */
  x->narr = 0;
  x->cut_mode = 2;
  x->seg = 2;
  run_from_head(x, f0, &hs);
  x->cut_mode = 0;
  /* the iterations that come back: the next state, each kept local unchanged */
  c->cond = term_false(x->tc);
  for (int j = 0; j < total; j++) c->next[j] = c->h[j];
  for (int i = x->narr - 1; i >= 0; i--) {
    if (arrival_state(x, b, &hs, i, tmp) < 0) return NULL;
    for (int j = 0; j < total; j++) c->next[j] = i == x->narr - 1 ? tmp[j] : ITE(x, x->arr_g[i], tmp[j], c->next[j]);
    c->cond = OR(x, c->cond, x->arr_g[i]);
  }
  c->body_ok = c->cond;
  c->cond_bad = term_false(x->tc);
  c->left_inside = 1; /* every path from the head that does not come back is in seg 2 */
  return c;
}

/* The cut at every loop (rel_cutset), heads[0..nh) the loops' head blocks: the paths from the
 * start have run (cut_mode 3, seg 0) and stopped at the first head each reaches. Then, as long as
 * a loop has arrivals and no state yet, its state comes from the arrivals so far (head_state,
 * variables "<pfx>_<loop>_<k>") and its segment runs from there (seg loop + 1), stopping at every
 * head, its own included. Last, every arrival must give its head a state (arrival_state: a later
 * one may reach a head whose state was made before it). Returns NULL when one does not. */
static rel_cutset *cut_all(sx *x, const sframe *f0, const char *pfx, const int *heads, int nh) {
  const rs_body *b = f0->b;
  hstate *hs = arena_alloc(x->a, sizeof(hstate) * (size_t)nh);
  char *done = arena_alloc(x->a, (size_t)nh);
  memset(done, 0, (size_t)nh);
  for (;;) {
    int pick = -1;
    for (int i = 0; i < x->narr && pick < 0; i++)
      if (!done[x->arr_to[i]]) pick = x->arr_to[i];
    if (pick < 0) break;
    if (head_state(x, b, heads[pick], pick, &hs[pick], arena_printf(x->a, "%s_%d", pfx, pick), NULL) < 0) return NULL;
    done[pick] = 1;
    x->cur_from = pick;
    x->seg = pick + 1;
    run_from_head(x, f0, &hs[pick]);
  }
  rel_cutset *c = arena_alloc(x->a, sizeof *c);
  c->nloops = nh;
  c->pts = arena_alloc(x->a, sizeof(rel_cutpoint) * (size_t)nh);
  for (int k = 0; k < nh; k++) {
    const rs_block *blk = &b->blocks[heads[k]];
    c->pts[k] = (rel_cutpoint){.n = done[k] ? hs[k].total : 0, .names = done[k] ? hs[k].names : NULL,
                               .h = done[k] ? hs[k].h : NULL, .loc = blk->nstmts ? blk->stmts[0].loc : blk->term.loc};
  }
  c->narr = x->narr;
  c->arr = arena_alloc(x->a, sizeof(rel_arrival) * (size_t)(x->narr + 1));
  for (int i = 0; i < x->narr; i++) {
    const hstate *t = &hs[x->arr_to[i]];
    term_ref *v = arena_alloc(x->a, sizeof(term_ref) * (size_t)(t->total + 1));
    if (arrival_state(x, b, t, i, v) < 0) return NULL;
    c->arr[i] = (rel_arrival){.from = x->arr_from[i], .to = x->arr_to[i], .guard = x->arr_g[i], .vals = v};
  }
  return c;
}

/* The loop-head summaries of the induction over the lines of standard input (rel_sym_opts.head,
 * rel/verdict.c's record_induction): the paths from the start have run (cut_mode 1) and stopped
 * at the head of the unit's first loop, block x->cut_bb. The head's cells are head_state's
 * variables (integers, bools, enums of them, texts: a read_line loop's String), then
 * "@stdin.pos", the lines read before the head: one constant per version, the same in both, so
 * that both read the same line in each iteration. REL_HEAD_ENTRY: each arrival is a case of seg 1
 * with its cells and the records written before. REL_HEAD_STEP: the paths of the entry are
 * dropped, one iteration runs from the head state the core gives (o->head_vals), its first read
 * giving the iteration's line (rs_symio.c); a path back at the head having read exactly one line
 * is a case of seg 1 with the next cells and the records of the iteration, one that read none is
 * unknown (the loop does not go over the lines: no induction on them), every other path runs to
 * its end (seg 2). Returns 1 with the cells in out, 0 when the head has no such state (then no
 * cells: the core does not use the summary), -1 with why. */
static int head_summary(sx *x, const sframe *f0, const rel_sym_opts *o, rel_summary *out, char *why, size_t whyn) {
  const rs_body *b = x->cut_body;
  int step = x->hmode == REL_HEAD_STEP;
  hstate hs;
  if (step && !o->head_vals) { snprintf(why, whyn, "a step without a head state"); return -1; }
  if (head_state(x, b, x->cut_bb, 0, &hs, "hd", NULL) < 0) return 0;
  int nc = hs.total + 1;
  if (step) {
    if (o->head_n != nc) { snprintf(why, whyn, "a head state of %d cells, %d expected", o->head_n, nc); return -1; }
    if (head_state(x, b, x->cut_bb, 0, &hs, "hd", o->head_vals) < 0) return 0;
    x->npaths = 0, x->narr = 0, x->nouts = 0, x->bound_hits = 0, x->time_hits = 0, x->budget_out = 0;
    x->cut_mode = 2, x->seg = 2;
    run_from_head(x, f0, &hs);
    x->cut_mode = 0;
  }
  const char **names = arena_alloc(x->a, sizeof(char *) * (size_t)(nc + 1));
  term_sort *sorts = arena_alloc(x->a, sizeof(term_sort) * (size_t)(nc + 1));
  for (int j = 0; j < hs.total; j++) names[j] = hs.names[j], sorts[j] = term_sort_of(x->tc, hs.h[j]);
  /* the position in the lines read (the sequence read may show only inside the loop) */
  names[hs.total] = x->has_args ? "@lines.pos" : "@stdin.pos", sorts[hs.total] = term_sort_bv(x->tc, 64);
  const rs_block *blk = &b->blocks[x->cut_bb];
  const char *loc = blk->nstmts ? blk->stmts[0].loc : blk->term.loc;
  x->cur = NULL;
  x->seg = 1;
  for (int i = 0; i < x->narr; i++) {
    if (step && x->arr_inl[i] != 1) {
      add_case(x, REL_P_UNKNOWN, REL_O_RETURNED, x->arr_g[i], TERM_NULL,
               x->arr_inl[i] ? "an iteration reads more than one line (the induction over lines follows one)"
                             : "an iteration that reads no line of standard input (the induction is over the lines)",
               loc);
      continue;
    }
    term_ref *cells = arena_alloc(x->a, sizeof(term_ref) * (size_t)(nc + 1));
    if (arrival_state(x, b, &hs, i, cells) < 0) {
      /* a kept local changed, or a state of another shape: no head state holds both */
      if (!step) return 0;
      snprintf(why, whyn, "an iteration leaves the loop's head in a state of another shape");
      return -1;
    }
    cells[hs.total] = step ? M2(x, OP_BVADD, o->head_vals[hs.total], BV(x, 64, 1)) : BV(x, 64, (uint64_t)x->arr_inl[i]);
    int before = x->npaths;
    add_case(x, REL_P_RETURNED, REL_O_RETURNED, x->arr_g[i], TERM_NULL, NULL, loc);
    if (x->npaths == before) continue;
    rel_path *pp = &x->paths[x->npaths - 1];
    pp->cells = cells, pp->nrec = x->arr_nrec[i], pp->rec = x->arr_rec[i];
  }
  x->seg = 0;
  out->ncells = nc;
  out->cell_names = names;
  out->cell_sorts = sorts;
  out->head_what = arena_printf(x->a, "the loop at %s over the lines of %s", loc,
                                x->seq && strcmp(x->seq, "stdin") ? arena_printf(x->a, "the file named by argument %s", x->seq + 3)
                                : !x->seq && x->has_args && !x->has_stdin ? "the file it reads (named by an argument)"
                                                                         : "standard input");
  x->stdin_read = 1;
  out->head_assume = rsy_stdin_assume(x);
  return 1;
}

/* The body a call of b goes to, when it is a body of the file: a function, a trait method of a
 * type of the file, a closure called where it is made. */
static const rs_body *callee_body(const rs_program *p, const rs_term *t, arena *a) {
  if (t->k != RT_CALL || !t->callee) return NULL;
  const rs_body *cb = rs_find_body(p, t->callee);
  if (!cb) cb = rs_trait_body(p, t->callee);
  if (!cb) cb = rs_called_closure(p, t->callee, a);
  return cb;
}

/* For a unit without a loop of its own: the first body it calls that has a loop, where it calls
 * that body at one place only (no loop repeats the call; a body called at two places would reach
 * its loop in two states of the unit). NULL when there is none. */
static const rs_body *looping_callee(const rs_program *p, const rs_body *b, arena *a) {
  int *hs = arena_alloc(a, sizeof(int) * (size_t)(b->nblocks + 1));
  for (int i = 0; i < b->nblocks; i++) {
    const rs_body *cb = callee_body(p, &b->blocks[i].term, a);
    if (!cb || cb == b || rs_loop_heads(cb, hs, a) <= 0) continue;
    int calls = 0;
    for (int j = 0; j < b->nblocks; j++) calls += callee_body(p, &b->blocks[j].term, a) == cb;
    return calls == 1 ? cb : NULL;
  }
  return NULL;
}

int rs_sym_exec(const rs_program *p, const char *unit, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  const rs_body *b = rs_find_body(p, unit);
  if (!b) { snprintf(why, whyn, "no function '%s'", unit); return -1; }
  if (b->unsupported) { snprintf(why, whyn, "unsupported: %s", b->unsupported); return -1; }
  int with_stdin = rs_reads_stdin(p, unit), with_args = rs_reads_args(p, unit);
  if (n != b->nparams + with_stdin + (with_args ? 1 + RS_ARG_FILES : 0)) {
    snprintf(why, whyn, "'%s' takes %d arguments, %d given", unit, b->nparams, n);
    return -1;
  }
  /* standard input and main's arguments, inputs after the parameters, are rs_symio.c's */
  term_ref argc = with_args ? vars[b->nparams + with_stdin] : TERM_NULL;
  n = b->nparams;
  sx X;
  memset(&X, 0, sizeof X);
  X.p = p, X.tc = tc, X.a = a;
  X.unroll = o && o->unroll ? o->unroll : 16;
  X.inline_depth = o && o->inline_depth ? o->inline_depth : 8;
  X.deadline = o ? o->deadline : 0;
  X.rtype = b->ltypes[0];
  /* the induction over the lines of standard input (a unit that reads it and has a loop) */
  X.hmode = o && (with_stdin || with_args) ? o->head : REL_HEAD_NONE;
  if (o && o->seq_bound) X.nlines = (int)o->seq_bound;
  X.hcap = rsy_head_cap(o ? o->line_cap : 0);
  memset(out, 0, sizeof *out);
  const rs_type *rt = b->ltypes[0];
  int rw = enc_width(&X, rt, 0);
  if (rt->k == RT_UNIT) out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0};
  else if (rt->k == RT_BOOL) out->rtype = (rel_rtype){REL_V_BOOL, 1, 0, 0};
  else if (rt->k == RT_INT) out->rtype = (rel_rtype){REL_V_INT, rt->width, rt->is_signed, 0};
  else if (rw) out->rtype = (rel_rtype){REL_V_INT, rw, 0, 0}; /* an aggregate, encoded (enc) */
  else { snprintf(why, whyn, "a result of type %s is not modelled by the symbolic executor", rt->text); return -1; }
  sv *args = arena_alloc(a, sizeof(sv) * (size_t)(n + 1));
  sv *seqs = arena_alloc(a, sizeof(sv) * (size_t)(n + 1));
  X.mut_slot = arena_alloc(a, sizeof(int) * (size_t)(n + 1));
  int mutw = 0;
  for (int i = 0; i < n; i++) {
    const rs_type *t = b->ltypes[i + 1];
    int is_vec, by_ref, is_mut;
    const rs_type *e = rs_seq_param(t, &is_vec, &by_ref, &is_mut);
    seqs[i].k = S_UNINIT;
    if (t->k == RT_INT) args[i] = sbv(vars[i], t->width, t->is_signed);
    else if (t->k == RT_BOOL) args[i] = sbool(term_eq(tc, vars[i], term_bv(tc, 1, 1)));
    else if (e) {
      /* a slice or Vec: its length and first SEQ_CAP elements are variables named from the
       * input's (rs_sym_tree_value reads them back) */
      const char *base = term_var_name(tc, vars[i]);
      int ew = e->k == RT_BOOL ? 1 : e->width;
      sv q = rsy_agg(&X, is_vec ? V_VEC : V_ARRAY, SEQ_CAP);
      q.k = S_SEQ;
      q.t = term_var(tc, arena_printf(a, "%s_len", base), term_sort_bv(tc, 64));
      q.str = b->lnames && b->lnames[i + 1] ? b->lnames[i + 1] : base;
      /* in a loop cut, a shared one's elements are one array: a loop over it may read any */
      if (o && o->cut && by_ref && !is_mut)
        q.arr = term_var(tc, arena_printf(a, "%s_arr", base), term_sort_array(tc, term_sort_bv(tc, 64), term_sort_bv(tc, (unsigned)ew)));
      for (int k = 0; k < SEQ_CAP; k++) {
        term_ref ev = q.arr != TERM_NULL ? term_mk2(tc, OP_SELECT, q.arr, term_bv(tc, 64, (uint64_t)k))
                                         : term_var(tc, arena_printf(a, "%s_e%d", base, k), term_sort_bv(tc, (unsigned)ew));
        q.items[k] = e->k == RT_BOOL ? sbool(term_eq(tc, ev, term_bv(tc, 1, 1))) : sbv(ev, ew, e->is_signed);
      }
      seqs[i] = q;
      args[i] = by_ref ? sunit() : q;
      if (is_mut) mutw += SEQ_CAP * ew;
    } else if (rs_agg_fields(p, t, &(const rs_type **){NULL}, &(const char **){NULL}, a, 0) > 0) {
      int leaf = 0;
      args[i] = sym_agg(&X, t, term_var_name(tc, vars[i]), &leaf);
    } else if (t->k == RT_REF && !strncmp(t->text, "&", 1) && strncmp(t->text, "&mut ", 5) &&
               rs_agg_fields(p, t->args[0], &(const rs_type **){NULL}, &(const char **){NULL}, a, 0) > 0) {
      /* &S: the struct in a slot of the unit's frame (below), the parameter a reference to it */
      int leaf = 0;
      seqs[i] = sym_agg(&X, t->args[0], term_var_name(tc, vars[i]), &leaf);
      args[i] = sunit();
    } else {
      snprintf(why, whyn, "a parameter of type %s is not modelled by the symbolic executor", t->text);
      return -1;
    }
  }
  if (mutw) {
    int w0 = rt->k == RT_UNIT ? 0 : out->rtype.kind == REL_V_BOOL ? 1 : rw;
    if (w0 + mutw > 4096) { snprintf(why, whyn, "a result and &mut slices wider than 4096 bits"); return -1; }
    out->rtype = (rel_rtype){REL_V_INT, w0 + mutw, 0, 0};
  }
  sst s0 = {term_true(tc), 0, NULL, 0, 0, 0, NULL, 0, 0, 0, 0};
  rs_place none = {0, 0, NULL};
  push_frame(&X, &s0, b, args, n, none, 0);
  term_ref pre = term_true(tc);
  X.defs = term_true(tc);
  /* the loop cut: the paths from the start stop at the first loop's head (seg 0) */
  int head = -1, nh = 0, *heads = NULL;
  X.cut_nf = 1, X.cut_body = b;
  if (X.hmode != REL_HEAD_NONE) {
    heads = arena_alloc(a, sizeof(int) * (size_t)(b->nblocks + 1));
    nh = rs_loop_heads(b, heads, a);
    const rs_body *cb = nh > 0 ? NULL : looping_callee(p, b, a);
    if (cb) nh = rs_loop_heads(cb, heads, a), X.cut_nf = 2, X.cut_body = cb;
    if (nh > 0) X.cut_mode = 1, X.cut_bb = heads[0];
    else X.hmode = REL_HEAD_NONE; /* no loop: the core finds no cells */
  } else if (o && o->cut) {
    heads = arena_alloc(a, sizeof(int) * (size_t)(b->nblocks + 1));
    nh = rs_loop_heads(b, heads, a);
    head = nh > 0 ? heads[0] : -1;
  }
  if (X.hmode != REL_HEAD_NONE) {
    /* set above */
  } else if (nh > 1 && o->cut_all) {
    /* every loop cut (cut_all): the paths from the start stop at the first head each reaches */
    X.head_ix = arena_alloc(a, sizeof(int) * (size_t)(b->nblocks + 1));
    for (int k = 0; k < b->nblocks; k++) X.head_ix[k] = -1;
    for (int k = 0; k < nh; k++) X.head_ix[heads[k]] = k;
    X.cut_mode = 3, X.cur_from = -1, head = -1;
  } else if (head >= 0) {
    X.cut_mode = 1, X.cut_bb = head;
  }
  if (with_stdin) rsy_stdin_setup(&X, &pre);
  if (with_args) rsy_args_setup(&X, argc, &pre);
  for (int i = 0; i < n; i++) {
    int is_vec, by_ref, is_mut;
    if (seqs[i].k == S_AGG) {
      sv r = rsy_slot_ref(&X, &s0, &seqs[i]); /* rsy_slot_ref moves the frame's locals: then the store */
      s0.f[0].locals[i + 1] = r;
      continue;
    }
    if (seqs[i].k != S_SEQ || !rs_seq_param(b->ltypes[i + 1], &is_vec, &by_ref, &is_mut) || !by_ref) continue;
    /* a reference parameter points to its sequence, held in a slot of the unit's frame */
    sv r = rsy_slot_ref(&X, &s0, &seqs[i]);
    s0.f[0].locals[i + 1] = r;
    if (is_mut) X.mut_slot[X.nmut++] = r.local;
  }
  sframe f0 = s0.f[0];
  explore(&X, &s0);
  if (X.hmode != REL_HEAD_NONE) {
    X.cut_mode = 0;
    if (head_summary(&X, &f0, o, out, why, whyn) < 0) return -1;
    head = -1;
  }
  if (X.cut_mode == 3) out->cuts = cut_all(&X, &f0, o->cut, heads, nh);
  X.cut_mode = 0;
  out->cut = head >= 0 ? cut_loop(&X, &f0, o->cut) : NULL;
  if (rt->k == RT_UNIT && !X.nmut)
    for (int i = 0; i < X.npaths; i++)
      if (X.paths[i].kind == REL_P_RETURNED && X.paths[i].okind == REL_O_RETURNED) X.paths[i].value = TERM_NULL;
  out->npaths = X.npaths;
  out->paths = X.paths;
  out->bound_hits = X.bound_hits;
  out->time_hits = X.time_hits;
  out->nout = X.nouts;
  out->out = X.outs;
  if (with_stdin || with_args || X.defs != term_true(tc)) {
    out->pre = AND(&X, pre, X.defs);
    out->assume = rsy_stdin_assume(&X);
    out->prefer = rsy_stdin_prefer(&X);
    out->path_records = 1; /* a record per output call, exact per case: cheaper to compare than
                              events by position across the many paths input makes */
  }
  return 0;
}

/* Whether body b, or a body it calls (to a depth), calls std::io::stdin. */
static int reads_stdin(const rs_program *p, const rs_body *b, int depth) {
  if (!b || depth > 8) return 0;
  for (int i = 0; i < b->nblocks; i++) {
    const rs_term *t = &b->blocks[i].term;
    if (t->k != RT_CALL || !t->callee) continue;
    if ((rsy_ends(t->callee, "io::stdin") || !strcmp(t->callee, "stdin")) && t->nargs == 0) return 1;
    const rs_body *cb = rs_find_body(p, t->callee);
    if (cb && cb != b && reads_stdin(p, cb, depth + 1)) return 1;
  }
  return 0;
}

int rs_reads_stdin(const rs_program *p, const char *unit) { return reads_stdin(p, rs_find_body(p, unit), 0); }

/* Whether body b, or a body it calls (to a depth), calls std::env::args. */
static int reads_args(const rs_program *p, const rs_body *b, int depth) {
  if (!b || depth > 8) return 0;
  for (int i = 0; i < b->nblocks; i++) {
    const rs_term *t = &b->blocks[i].term;
    if (t->k != RT_CALL || !t->callee) continue;
    if ((rsy_ends(t->callee, "env::args") || !strcmp(t->callee, "args")) && t->nargs == 0 && !rs_find_body(p, t->callee)) return 1;
    const rs_body *cb = rs_find_body(p, t->callee);
    if (cb && cb != b && reads_args(p, cb, depth + 1)) return 1;
  }
  return 0;
}

int rs_reads_args(const rs_program *p, const char *unit) { return reads_args(p, rs_find_body(p, unit), 0); }

int rs_sym_tree_value(const rs_program *p, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                      term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  (void)in;
  const rs_body *b = rs_find_body(p, unit);
  const char *bn = term_var_name(tc, base);
  int i = bn && bn[0] == 'i' && bn[1] == 'n' ? atoi(bn + 2) : -1;
  int is_vec, by_ref, is_mut;
  const rs_type *e = b && i >= 0 && i < b->nparams ? rs_seq_param(b->ltypes[i + 1], &is_vec, &by_ref, &is_mut) : NULL;
  const rs_type **ft;
  const char **nm;
  const rs_type *t = b && i >= 0 && i < b->nparams ? b->ltypes[i + 1] : NULL;
  if (t && t->k == RT_REF && strncmp(t->text, "&mut ", 5)) t = t->args[0]; /* &S: S's tree */
  if (!e && t && rs_agg_fields(p, t, &ft, &nm, a, 0) > 0) {
    int leaf = 0;
    *out = tree_agg(p, t, bn, &leaf, tc, eval, ectx, a);
    return 0;
  }
  if (!e) return -1;
  term_ref lv = eval(ectx, term_var(tc, arena_printf(a, "%s_len", bn), term_sort_bv(tc, 64)));
  uint64_t len = lv == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, lv);
  /* a model may pick any length: beyond what a replay can hold the input is not given (the
   * replay then meets a limit, which is no evidence) */
  if (len > RS_REPLAY_MAX_ELEMS) return -1;
  int ew = e->k == RT_BOOL ? 1 : e->width;
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(len + 1));
  for (uint64_t k = 0; k < len; k++) {
    /* elements beyond the followed ones are read by no case the model satisfies: any value */
    term_ref ev = k < SEQ_CAP ? eval(ectx, term_var(tc, arena_printf(a, "%s_e%d", bn, (int)k), term_sort_bv(tc, (unsigned)ew)))
                              : TERM_NULL;
    uint64_t bits = ev == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, ev);
    items[k] = e->k == RT_BOOL ? rel_v_bool((int)(bits & 1)) : rel_v_int(rs_norm(bits, ew, e->is_signed), ew, e->is_signed);
  }
  *out = rel_v_agg(a, items, (int)len);
  return 0;
}
