/* ts_sym_wmeth.c — the array methods that walk a parameter of any length (ts_sym_wide.c), cut as
 * the loops they are: reduce, some, every, find, findIndex, forEach, indexOf, includes, and
 * filter(f).length (the count of the elements kept: the only use of filter's new array whose
 * length is not known that the cut follows).
 *
 * Each is §23.1.3's loop over k from 0 to the length read once: the call node is the loop the cut
 * takes (tsy_cut_loop), with three hidden bindings as its head state holds them — the index k (a
 * number cell, so that the induction pairs it with the other version's counter), the accumulator
 * (reduce's, filter's count; undefined for the others) and the callback or, for indexOf and
 * includes, the value searched for. One iteration reads A[k] as a loop's A[k] does, calls the
 * callback with (kValue, k, A) (reduce: (accumulator, kValue, k, A)) or compares, and either comes
 * back with k + 1 or leaves with the method's result on the stack (some's true at the first truthy
 * result, every's false at the first falsy one, find's element and findIndex's and indexOf's k at
 * the first match, includes' true); at k = length every method leaves with its default (false,
 * true, undefined, -1, -1, false, the accumulator, the count, undefined).
 *
 * The array cannot change meanwhile (a wide value is only read: any other use of its name is an
 * unknown case), so kPresent holds at every integer k below the length, and the length read once
 * is the length. A k no run reaches (not an integer, negative) reads undefined, as a loop's A[k]
 * does, so that the forms step alike from every head state the induction considers. The call is
 * cut only where it is all its statement has evaluated so far (nothing else on the stack, as at a
 * loop statement's head); elsewhere, and outside the loop cut, an unknown case. */
#include <string.h>

#include "lang/ts/ts_sym_int.h"

enum { WM_REDUCE, WM_SOME, WM_EVERY, WM_FIND, WM_FINDI, WM_EACH, WM_INDEXOF, WM_INCLUDES, WM_COUNT, WM_N };

static const char *const METHOD[WM_N] = {"reduce", "some", "every", "find", "findIndex", "forEach", "indexOf", "includes", "filter"};

/* The hidden bindings of each (names no program spells; compared by address). */
static const char *const INDEX[WM_N] = {"(reduce index)", "(some index)", "(every index)", "(find index)", "(findIndex index)",
                                        "(forEach index)", "(indexOf index)", "(includes index)", "(filter index)"};
static const char *const ACC[WM_N] = {"(reduce accumulator)", "(some)", "(every)", "(find)", "(findIndex)", "(forEach)",
                                      "(indexOf)", "(includes)", "(filter count)"};
static const char *const ARG[WM_N] = {"(reduce callback)", "(some callback)", "(every callback)", "(find callback)",
                                      "(findIndex callback)", "(forEach callback)", "(indexOf search)", "(includes search)",
                                      "(filter callback)"};

int tsy_wide_method_kind(const char *m, int count) {
  for (int k = 0; k < WM_N; k++)
    if (!strcmp(m, METHOD[k])) return (k == WM_COUNT) == (count != 0) ? k : -1;
  return -1;
}

void tsy_wide_method(sx *X, const sval *w, const ts_node *e, int kind, const sval *args, int nargs, sst *s, slist *out) {
  term_ctx *tc = X->tc;
  const char *m = METHOD[kind];
  int search = kind == WM_INDEXOF || kind == WM_INCLUDES;
  if (search && nargs != 1) { UNSUP(X, s, e, "Array.prototype.%s with a position", m); return; }
  if (!search && (!nargs || args[0].k != V_FN)) {
    UNSUP(X, s, e, "Array.prototype.%s with a callback the executor does not follow", m);
    return;
  }
  if (!search && kind != WM_REDUCE && nargs > 1 && args[1].k != V_UNDEF) { UNSUP(X, s, e, "Array.prototype.%s with a thisArg", m); return; }
  sval acc = vundef();
  term_ref k0 = knum(X, 0);
  if (kind == WM_REDUCE && nargs < 2) {
    /* §23.1.3.24 steps 4 and 8: no initial value starts from A[0] at k = 1; of an empty A it throws */
    sst *none, *some;
    tsy_fork(X, s, term_eq(tc, w->t, term_bv(tc, 32, 0)), &none, &some);
    if (none) tsy_throw_err(X, none, out, "TypeError", "Reduce of empty array with no initial value");
    if (!some) return;
    s = some;
    acc = tsy_wide_elem(X, w, term_bv(tc, 32, 0));
    k0 = knum(X, 1);
  } else if (kind == WM_REDUCE) {
    acc = args[1];
    if (acc.k != V_NUM && acc.k != V_BOOL) {
      UNSUP(X, s, e, "reduce over an array parameter of any length into a value other than a number or a boolean");
      return;
    }
  } else if (kind == WM_COUNT) {
    acc = vnum(knum(X, 0));
  }
  int nb = s->nb;
  tsy_declare(X, s, INDEX[kind], vnum(k0), 0);
  tsy_declare(X, s, ACC[kind], acc, 0);
  tsy_declare(X, s, ARG[kind], args[0], 0);
  slist cur = {0};
  tsy_push(X, &cur, s);
  if (!tsy_cut_here(X, e, &cur)) {
    s->nb = nb;
    UNSUP(X, s, e, "%s over an array parameter of any length outside the loop cut", m);
    return;
  }
  tsy_cut_loop(X, e, s, out, NULL, nb);
}

/* State t leaves the loop with v as the call's result. */
static void leave(sx *X, sst *t, sval v, int nb, slist *done) {
  t->nb = nb;
  tsy_spush(X, t, v);
  tsy_push(X, done, t);
}

void tsy_wide_method_iter(sx *X, const ts_node *e, sst *h, int nb, slist *done, slist *back) {
  term_ctx *tc = X->tc;
  int kind = tsy_wide_method_kind(e->a->name, !strcmp(e->a->name, "filter"));
  const sval *w = tsy_wide_of(h, e->a->a);
  if (kind < 0 || h->nb != nb + 3 || h->b[nb].name != INDEX[kind] || h->b[nb + 1].name != ACC[kind] ||
      h->b[nb + 2].name != ARG[kind] || !w) {
    UNSUP(X, h, e, "an array method whose array is no longer its parameter");
    return;
  }
  term_ref k = h->b[nb].v.t;
  sst *go, *stop;
  tsy_fork(X, h, (term_ref)X->D.cmp(tc, TN_LT, k, tsy_wide_len(X, w)), &go, &stop);
  if (stop) {
    /* k = length: each method's result when no element decided it */
    sval r = kind == WM_REDUCE || kind == WM_COUNT ? stop->b[nb + 1].v
           : kind == WM_SOME || kind == WM_INCLUDES ? vbool(term_false(tc))
           : kind == WM_EVERY                       ? vbool(term_true(tc))
           : kind == WM_FINDI || kind == WM_INDEXOF ? vnum(knum(X, -1))
                                                    : vundef();
    leave(X, stop, r, nb, done);
  }
  if (!go) return;
  term_ref k1 = (term_ref)X->D.bin(tc, TN_ADD, k, knum(X, 1));
  slist el = {0}, r = {0};
  tsy_wide_read(X, w, vnum(k), go, &el, e);
  for (int j = 0; j < el.n; j++) {
    sst *at = el.v[j];
    sval x = spop(at);
    if (kind == WM_INDEXOF || kind == WM_INCLUDES) {
      /* §23.1.3.14 indexOf: IsStrictlyEqual; §23.1.3.13 includes: SameValueZero (NaN finds NaN) */
      const sval *v = &at->b[nb + 2].v;
      term_ref eq = kind == WM_INDEXOF ? tsy_strict_eq(X, at, v, &x) : tsy_same_value_zero(X, at, v, &x);
      if (eq == TERM_NULL) { UNSUP(X, at, e, "a search for a value the executor does not compare"); continue; }
      sst *yes, *no;
      tsy_fork(X, at, eq, &yes, &no);
      if (yes) leave(X, yes, kind == WM_INDEXOF ? vnum(k) : vbool(term_true(tc)), nb, done);
      if (no) no->b[nb].v = vnum(k1), tsy_push(X, back, no);
      continue;
    }
    /* the callback's result on the stack above kValue (find's result when it decides) */
    tsy_spush(X, at, x);
    sval a4[4] = {at->b[nb + 1].v, x, vnum(k), *w};
    int red = kind == WM_REDUCE;
    tsy_call_value(X, at->b[nb + 2].v, vundef(), red ? a4 : a4 + 1, red ? 4 : 3, at, &r, e);
  }
  for (int q = 0; q < r.n; q++) {
    sst *u = r.v[q];
    if (u->comp != K_NORMAL) { tsy_push(X, done, u); continue; }
    sval v = spop(u), x = spop(u);
    if (kind == WM_REDUCE || kind == WM_EACH || kind == WM_COUNT) {
      /* reduce: the callback's result is the accumulator; filter: kept elements counted */
      if (kind == WM_REDUCE) u->b[nb + 1].v = v;
      if (kind == WM_COUNT) {
        term_ref c = u->b[nb + 1].v.t;
        u->b[nb + 1].v = vnum(term_ite(tc, tsy_truthy(X, &v), (term_ref)X->D.bin(tc, TN_ADD, c, knum(X, 1)), c));
      }
      u->b[nb].v = vnum(k1);
      tsy_push(X, back, u);
      continue;
    }
    /* some and find(Index): a truthy result decides; every: a falsy one */
    sst *yes, *no;
    tsy_fork(X, u, tsy_truthy(X, &v), &yes, &no);
    sst *decided = kind == WM_EVERY ? no : yes, *going = kind == WM_EVERY ? yes : no;
    if (decided)
      leave(X, decided, kind == WM_SOME ? vbool(term_true(tc)) : kind == WM_EVERY ? vbool(term_false(tc)) : kind == WM_FIND ? x : vnum(k), nb,
            done);
    if (going) going->b[nb].v = vnum(k1), tsy_push(X, back, going);
  }
}
