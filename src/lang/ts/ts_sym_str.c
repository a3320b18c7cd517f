/* ts_sym_str.c — the TypeScript symbolic executor's strings (§6.1.4: UTF-16 code units, a length
 * known on each path): ToString of primitives (a number that depends on the input as one token),
 * concatenation and the String.prototype methods the subset uses (§22.1.3). */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* ToString (§7.1.17) of a primitive for + and templates: 1 with the string, 0 (s dropped as
 * unknown) when not modelled; a boolean forks (the two texts have other lengths). */
int tsy_to_string(sx *X, sst *s, const sval *v, sval *out, const ts_node *at) {
  char buf[40];
  switch (v->k) {
  case V_STR: *out = *v; return 1;
  case V_UNDEF: *out = tsy_vascii(X, "undefined"); return 1;
  case V_NULL: *out = tsy_vascii(X, "null"); return 1;
  case V_NUM:
    if (term_is_const(X->tc, v->t)) {
      double d;
      uint64_t bits = (uint64_t)term_bv_value(X->tc, v->t);
      memcpy(&d, &bits, sizeof d);
      *out = tsy_vascii(X, ts_num_str(d, buf)); /* the interpreter's Number::toString */
      return 1;
    }
    {
      /* Number::toString (§6.1.6.1.20) of a number known by its term: one token */
      term_ref *k = arena_alloc(X->a, sizeof(term_ref) * 2), *u = arena_alloc(X->a, sizeof(term_ref) * 2);
      /* -0 as +0 (one text), and NaN as the one NaN constant: Z3 applies a function to the bits
       * of a floating-point argument, of which a NaN has many, so ts_numstr of two NaNs could
       * differ there (a difference it would claim and no run shows) */
      k[0] = term_ite(X->tc, (term_ref)X->D.pred(X->tc, TN_ISZERO, v->t), knum(X, 0),
                      term_ite(X->tc, (term_ref)X->D.pred(X->tc, TN_ISNAN, v->t), knum(X, NAN), v->t));
      u[0] = term_bv(X->tc, 16, 0);
      *out = vstr(1, u);
      out->nk = k;
      return 1;
    }
  case V_BOOL:
    if (term_is_const(X->tc, v->t)) {
      *out = tsy_vascii(X, v->t == term_true(X->tc) ? "true" : "false");
      return 1;
    }
    UNSUP(X, s, at, "a boolean that depends on the input converted to a string");
    return 0;
  default: UNSUP(X, s, at, "an object converted to a string"); return 0;
  }
}

sval tsy_concat(sx *X, const sval *a, const sval *b) {
  term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(a->n + b->n + 1));
  for (int i = 0; i < a->n; i++) u[i] = a->u[i];
  for (int i = 0; i < b->n; i++) u[a->n + i] = b->u[i];
  sval r = vstr(a->n + b->n, u);
  if (a->nk || b->nk) {
    term_ref *k = arena_alloc(X->a, sizeof(term_ref) * (size_t)(a->n + b->n + 1));
    for (int i = 0; i < a->n; i++) k[i] = a->nk ? a->nk[i] : TERM_NULL;
    for (int i = 0; i < b->n; i++) k[a->n + i] = b->nk ? b->nk[i] : TERM_NULL;
    r.nk = k;
  }
  return r;
}

/* ToIntegerOrInfinity (§7.1.5) of a number known on this path: 1 with *k, else 0. */
int tsy_const_int(sx *X, term_ref t, double *k) {
  if (!term_is_const(X->tc, t)) return 0;
  uint64_t bits = (uint64_t)term_bv_value(X->tc, t);
  double d;
  memcpy(&d, &bits, sizeof d);
  *k = isnan(d) ? 0 : trunc(d) + 0.0;
  return 1;
}

/* The code unit of string v at position i (a number) as a number, NaN outside (charCodeAt). */
static term_ref code_at(sx *X, const sval *v, term_ref i) {
  term_ctx *tc = X->tc;
  term_ref r = knum(X, NAN);
  term_ref ti = (term_ref)X->D.un(tc, TN_TRUNC, i);
  for (int k = v->n - 1; k >= 0; k--) {
    term_ref at = (term_ref)X->D.cmp(tc, TN_EQ, ti, knum(X, k));
    if (k == 0) at = term_or2(tc, at, (term_ref)X->D.pred(tc, TN_ISNAN, i));
    r = term_ite(tc, at, term_fp_from_ubv(tc, 11, 53, term_rm(tc, RM_RNE), v->u[k]), r);
  }
  return r;
}

/* Position of needle in v at or after 0 (§22.1.3.9 indexOf, StringIndexOf), -1 when absent. */
static term_ref index_of(sx *X, const sval *v, const sval *needle) {
  term_ctx *tc = X->tc;
  term_ref r = knum(X, -1);
  for (int k = v->n - needle->n; k >= 0; k--) {
    term_ref m = term_true(tc);
    for (int j = 0; j < needle->n; j++) m = term_and2(tc, m, term_eq(tc, v->u[k + j], needle->u[j]));
    r = term_ite(tc, m, knum(X, k), r);
  }
  return r;
}

static sval substr(const sval *v, int from, int to) {
  if (to < from) to = from;
  return vstr(to - from, v->u + from);
}

/* relative index (§22.1.3.22 slice steps 4-5): ToIntegerOrInfinity, negative from the end, clamped */
static int rel_index(double k, int n) {
  if (k < 0) return k + n < 0 ? 0 : (int)(k + n);
  return k > n ? n : (int)k;
}

int tsy_num_arg(sx *X, sst *s, const sval *args, int nargs, int i, term_ref *out, const ts_node *at) {
  sval v = i < nargs ? args[i] : vundef();
  if (!tsy_to_number(X, &v, out)) {
    UNSUP(X, s, at, "an argument converted to a number that is not modelled");
    return 0;
  }
  return 1;
}

/* A string method on v (§22.1.3) with evaluated args: s gets the value, or is dropped. */
void tsy_string_method(sx *X, const sval *v, const char *m, const sval *args, int nargs, sst *s, slist *out,
                          const ts_node *at) {
  term_ctx *tc = X->tc;
  term_ref i;
  double k1, k2;
  if (has_num(v) || (nargs && has_num(&args[0]))) { UNSUP(X, s, at, "String.prototype.%s of a string holding the text of a number that depends on the input", m); return; }
  if (!strcmp(m, "charCodeAt")) {
    if (!tsy_num_arg(X, s, args, nargs, 0, &i, at)) return;
    tsy_spush(X, s, vnum(code_at(X, v, i)));
  } else if (!strcmp(m, "indexOf") || !strcmp(m, "includes")) {
    if (nargs != 1 || args[0].k != V_STR) { UNSUP(X, s, at, "String.prototype.%s with a position or a non-string", m); return; }
    term_ref r = index_of(X, v, &args[0]);
    if (!strcmp(m, "includes")) tsy_spush(X, s, vbool(term_not(tc, (term_ref)X->D.cmp(tc, TN_EQ, r, knum(X, -1)))));
    else tsy_spush(X, s, vnum(r));
  } else if (!strcmp(m, "startsWith") || !strcmp(m, "endsWith")) {
    if (nargs != 1 || args[0].k != V_STR) { UNSUP(X, s, at, "String.prototype.%s with a position or a non-string", m); return; }
    const sval *nd = &args[0];
    term_ref r = term_bool(tc, nd->n <= v->n);
    int off = !strcmp(m, "startsWith") ? 0 : v->n - nd->n;
    for (int j = 0; j < nd->n && nd->n <= v->n; j++) r = term_and2(tc, r, term_eq(tc, v->u[off + j], nd->u[j]));
    tsy_spush(X, s, vbool(r));
  } else if (!strcmp(m, "slice") || !strcmp(m, "substring")) {
    term_ref a0, a1 = TERM_NULL;
    if (!tsy_num_arg(X, s, args, nargs, 0, &a0, at)) return;
    if (nargs > 1 && args[1].k != V_UNDEF && !tsy_num_arg(X, s, args, nargs, 1, &a1, at)) return;
    if (!tsy_const_int(X, a0, &k1) || (a1 != TERM_NULL && !tsy_const_int(X, a1, &k2))) {
      UNSUP(X, s, at, "String.prototype.%s at a position that depends on the input", m);
      return;
    }
    if (a1 == TERM_NULL) k2 = v->n;
    int from, to;
    if (!strcmp(m, "slice")) {
      from = rel_index(k1, v->n), to = rel_index(k2, v->n);
    } else { /* §22.1.3.24: clamped to [0, len], the smaller first */
      from = k1 < 0 ? 0 : k1 > v->n ? v->n : (int)k1;
      to = k2 < 0 ? 0 : k2 > v->n ? v->n : (int)k2;
      if (from > to) { int t = from; from = to; to = t; }
    }
    tsy_spush(X, s, substr(v, from, to));
  } else if (!strcmp(m, "charAt") || !strcmp(m, "at")) {
    if (!tsy_num_arg(X, s, args, nargs, 0, &i, at)) return;
    if (!tsy_const_int(X, i, &k1)) { UNSUP(X, s, at, "String.prototype.%s at a position that depends on the input", m); return; }
    if (!strcmp(m, "at") && k1 < 0) k1 += v->n;
    if (k1 >= 0 && k1 < v->n) tsy_spush(X, s, substr(v, (int)k1, (int)k1 + 1));
    else tsy_spush(X, s, !strcmp(m, "at") ? vundef() : vstr(0, NULL));
  } else if (!strcmp(m, "toUpperCase") || !strcmp(m, "toLowerCase")) {
    /* the interpreter maps ASCII only; a string with another unit is unsupported there too */
    term_ref ascii = term_true(tc);
    for (int j = 0; j < v->n; j++) ascii = term_and2(tc, ascii, term_mk2(tc, OP_BVULT, v->u[j], term_bv(tc, 16, 128)));
    sst *t, *f;
    tsy_fork(X, s, ascii, &t, &f);
    if (f) UNSUP(X, f, at, "String.prototype.%s of a string with a character outside ASCII", m);
    if (!t) return;
    int up = !strcmp(m, "toUpperCase");
    term_ref lo = term_bv(tc, 16, up ? 'a' : 'A'), hi = term_bv(tc, 16, up ? 'z' : 'Z');
    term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(v->n + 1));
    for (int j = 0; j < v->n; j++) {
      term_ref in = term_and2(tc, term_mk2(tc, OP_BVULE, lo, v->u[j]), term_mk2(tc, OP_BVULE, v->u[j], hi));
      u[j] = term_ite(tc, in, up ? term_mk2(tc, OP_BVSUB, v->u[j], term_bv(tc, 16, 32)) : term_mk2(tc, OP_BVADD, v->u[j], term_bv(tc, 16, 32)), v->u[j]);
    }
    tsy_spush(X, t, vstr(v->n, u));
    tsy_push(X, out, t);
    return;
  } else {
    UNSUP(X, s, at, "String.prototype.%s", m);
    return;
  }
  tsy_push(X, out, s);
}
