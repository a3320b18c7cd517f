/* ts_sym_wide.c — string and array parameters of any length, in the loop cut (rel_sym_opts.cut).
 *
 * The bounded summary splits a string or array input into one state per length up to
 * TS_SYM_SEQ_CAP, so a loop over it is reached by several states and is never cut. For the cut
 * the executor takes such a parameter whole instead: a wide value (V_WSEQ) whose length is the
 * 32-bit variable "<base>_n" (every length an array can have, §10.4.2: below 2^32; a string's is
 * below that too) and whose code units or elements are the uninterpreted function "<base>_at" of
 * a 32-bit index. Both are named from the input's base variable, so the two versions share them,
 * and both are apart from the bounded summary's "<base>_len" and "<base>_u<k>", so the bounded
 * precondition (at most 8) does not restrict the cut's inputs: a proof over the cut holds for every
 * length (rel_summary.cut_assume).
 *
 * A wide value lives in its binding only. What the executor reads of it: NAME.length, NAME[i] and,
 * of a string, NAME.charCodeAt(i) and NAME.charAt(i) — each as the interpreter computes it over the
 * whole sequence (§10.4.2 an array's index properties, §10.4.3 a string's, §22.1.3.1-2); and of an
 * array, `for (x of NAME)` and the methods that walk it (reduce, some, every, find, findIndex,
 * forEach, indexOf, includes, filter(f).length: ts_sym_wmeth.c), each cut as the loop they are (an
 * index as a hidden number cell, so that the induction pairs it with another version's counter). Any other
 * use (the name passed on, returned, another method, a for-of over a string's code points) is an
 * unknown case, so the cut is then not used and the verdict rests on the bounded summary. */
#include <math.h>
#include <string.h>

#include "lang/ts/ts_sym_int.h"

int tsy_wide_type(const ts_type *t) {
  if (!t) return 0;
  return t->k == TT_STRING || (t->k == TT_ARRAY && t->of && (t->of->k == TT_NUMBER || t->of->k == TT_BOOLEAN));
}

sval tsy_wide_param(sx *X, const ts_type *t, const char *base) {
  term_ctx *tc = X->tc;
  int kind = t->k == TT_STRING ? W_UNITS : t->of->k == TT_NUMBER ? W_NUMS : W_BOOLS;
  term_sort ix = term_sort_bv(tc, 32);
  term_sort el = kind == W_UNITS ? term_sort_bv(tc, 16) : kind == W_NUMS ? X->f64 : term_sort_bv(tc, 1);
  term_fun at = term_fun_declare(tc, arena_printf(X->a, "%s_at", base), 1, &ix, el);
  return (sval){.k = V_WSEQ, .t = term_var(tc, arena_printf(X->a, "%s_n", base), ix), .n = (int)at, .gen = kind};
}

const sval *tsy_wide_of(sst *s, const ts_node *e) {
  if (e->k != TS_ID) return NULL;
  sbind *b = tsy_lookup(s, e->name);
  return b && !b->tdz && b->v.k == V_WSEQ ? &b->v : NULL;
}

term_ref tsy_wide_len(sx *X, const sval *w) { return term_fp_from_ubv(X->tc, 11, 53, term_rm(X->tc, RM_RNE), w->t); }

sval tsy_wide_elem(sx *X, const sval *w, term_ref k) {
  term_ref v = term_app(X->tc, (term_fun)w->n, &k, 1);
  if (w->gen == W_NUMS) return vnum(v);
  if (w->gen == W_BOOLS) return vbool(term_eq(X->tc, v, term_bv(X->tc, 1, 1)));
  term_ref *u = arena_alloc(X->a, sizeof(term_ref));
  u[0] = v;
  return vstr(1, u);
}

/* Integral number p (with 0 <= p < length) as the 32-bit index (exact there). */
static term_ref index_bv(sx *X, term_ref p) { return term_fp_to_ubv(X->tc, 32, term_rm(X->tc, RM_RTZ), p); }

/* (ts_sym_int.h) §10.4.2.1, §10.4.3.1: -0 reads as "0" (§7.1.21). */
void tsy_wide_read(sx *X, const sval *w, sval idx, sst *s, slist *out, const ts_node *at) {
  term_ctx *tc = X->tc;
  if (idx.k != V_NUM) { UNSUP(X, s, at, "an index that is not a number"); return; }
  term_ref in = term_and2(tc, (term_ref)ts_r_is_integer(&X->D, idx.t),
                          term_and2(tc, (term_ref)X->D.cmp(tc, TN_LE, knum(X, 0), idx.t), (term_ref)X->D.cmp(tc, TN_LT, idx.t, tsy_wide_len(X, w))));
  sst *t, *f;
  tsy_fork(X, s, in, &t, &f);
  if (t) {
    tsy_spush(X, t, tsy_wide_elem(X, w, index_bv(X, idx.t)));
    tsy_push(X, out, t);
  }
  if (f) {
    tsy_spush(X, f, vundef());
    tsy_push(X, out, f);
  }
}

void tsy_wide_index(sx *X, const sval *w, const ts_node *e, sst *s, slist *out) {
  slist r = {0};
  tsy_eval(X, e->b, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    /* the binding as it is now (the index expression ran): still the wide value, or an unknown case */
    const sval *now = tsy_wide_of(t, e->a);
    if (!now || now->t != w->t) { UNSUP(X, t, e, "an index of a parameter reassigned by its index expression"); continue; }
    tsy_wide_read(X, now, spop(t), t, out, e);
  }
}

void tsy_wide_member(sx *X, const sval *w, const ts_node *e, sst *s, slist *out) {
  if (strcmp(e->name, "length")) {
    UNSUP(X, s, e, "'%s' of a %s parameter in the loop cut", e->name, w->gen == W_UNITS ? "string" : "array");
    return;
  }
  tsy_spush(X, s, vnum(tsy_wide_len(X, w)));
  tsy_push(X, out, s);
}

/* ToIntegerOrInfinity (§7.1.5) of number x: NaN as +0, else truncated. */
static term_ref to_integer(sx *X, term_ref x) {
  term_ctx *tc = X->tc;
  return term_ite(tc, (term_ref)X->D.pred(tc, TN_ISNAN, x), knum(X, 0), (term_ref)X->D.un(tc, TN_TRUNC, x));
}

/* s.charCodeAt(x) and s.charAt(x) of wide string w (§22.1.3.1-2: position = ToIntegerOrInfinity
 * of x; outside [0, length) NaN or ""). */
static void char_at(sx *X, const sval *w, const char *m, term_ref x, sst *t, slist *out) {
  term_ctx *tc = X->tc;
  term_ref p = to_integer(X, x);
  term_ref in = term_and2(tc, (term_ref)X->D.cmp(tc, TN_LE, knum(X, 0), p), (term_ref)X->D.cmp(tc, TN_LT, p, tsy_wide_len(X, w)));
  sval u = tsy_wide_elem(X, w, index_bv(X, p));
  if (!strcmp(m, "charCodeAt")) {
    term_ref code = term_fp_from_ubv(tc, 11, 53, term_rm(tc, RM_RNE), u.u[0]);
    tsy_spush(X, t, vnum(term_ite(tc, in, code, knum(X, NAN))));
    tsy_push(X, out, t);
    return;
  }
  sst *y, *n;
  tsy_fork(X, t, in, &y, &n);
  if (y) tsy_spush(X, y, u), tsy_push(X, out, y);
  if (n) tsy_spush(X, n, vstr(0, NULL)), tsy_push(X, out, n);
}

void tsy_wide_call(sx *X, const sval *w, const ts_node *e, int count, sst *s, slist *out) {
  const char *m = e->a->name;
  int meth = w->gen != W_UNITS ? tsy_wide_method_kind(m, count) : -1;
  if (meth < 0 && (w->gen != W_UNITS || (strcmp(m, "charCodeAt") && strcmp(m, "charAt")))) {
    UNSUP(X, s, e, "method '%s' of a %s parameter in the loop cut%s", m, w->gen == W_UNITS ? "string" : "array",
          !strcmp(m, "filter") ? " (of filter's result only its length is followed)" : "");
    return;
  }
  slist r = {0};
  tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    sval *args = tsy_pop_args(X, t, e->list.n);
    /* the binding as it is now (the arguments ran): still the wide value, or an unknown case */
    const sval *now = tsy_wide_of(t, e->a->a);
    if (!now || now->t != w->t) { UNSUP(X, t, e, "a method of a parameter reassigned by its arguments"); continue; }
    term_ref x;
    if (meth >= 0) tsy_wide_method(X, now, e, meth, args, e->list.n, t, out);
    else if (tsy_num_arg(X, t, args, e->list.n, 0, &x, e)) char_at(X, now, m, x, t, out);
  }
}

/* The hidden binding of a cut for-of's index (a name no program spells). */
static const char *const FOROF_INDEX = "(for-of index)";

void tsy_wide_forof(sx *X, const sval *w, const ts_node *st, sst *s, slist *out, const char *label) {
  if (w->gen == W_UNITS) { UNSUP(X, s, st->a, "for-of over a string parameter of any length (its code points)"); return; }
  int nb = s->nb;
  /* §23.1.5.1 %ArrayIteratorPrototype%.next: an index from 0, kept by the iterator; as a number
   * cell of the head state, so that the induction pairs it with the other version's counter */
  tsy_declare(X, s, FOROF_INDEX, vnum(knum(X, 0)), 0);
  slist cur = {0};
  tsy_push(X, &cur, s);
  if (!tsy_cut_here(X, st, &cur)) {
    s->nb = nb;
    UNSUP(X, s, st->a, "for-of over an array parameter of any length outside the loop cut");
    return;
  }
  tsy_cut_loop(X, st, s, out, label, nb);
}

void tsy_wide_forof_iter(sx *X, const ts_node *st, sst *h, int nb, const char *label, slist *done, slist *back) {
  term_ctx *tc = X->tc;
  sbind *ix = &h->b[nb];
  const sval *w = tsy_wide_of(h, st->a);
  if (ix->name != FOROF_INDEX || ix->v.k != V_NUM || !w) { UNSUP(X, h, st, "a for-of whose array is no longer its parameter"); return; }
  /* next(): index >= length is done; else the index moves on and the element is Get(a, index) */
  term_ref i = ix->v.t;
  sst *go, *stop;
  tsy_fork(X, h, (term_ref)X->D.cmp(tc, TN_LT, i, tsy_wide_len(X, w)), &go, &stop);
  if (stop) tsy_push(X, done, stop);
  if (!go) return;
  go->b[nb].v = vnum((term_ref)X->D.bin(tc, TN_ADD, i, knum(X, 1)));
  slist el = {0};
  tsy_wide_read(X, w, vnum(i), go, &el, st);
  for (int k = 0; k < el.n; k++) {
    sst *b = el.v[k];
    tsy_declare(X, b, st->name, spop(b), (st->flags & TS_F_CONST) != 0);
    slist br = {0};
    tsy_exec_block(X, &st->list, b, &br);
    for (int j = 0; j < br.n; j++) {
      sst *q = br.v[j];
      q->nb = nb + 1;
      if (tsy_loop_ctl(q, label) != 0) tsy_push(X, done, q);
      else tsy_push(X, back, q);
    }
  }
}
