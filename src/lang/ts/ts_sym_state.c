/* ts_sym_state.c — the TypeScript symbolic executor's states: lists of states, values and their
 * one-term encodings, ToBoolean/ToNumber/IsStrictlyEqual, merging states of one shape (if-then-else
 * terms), forking on a condition, environments (the temporal dead zone, §9.1.1.1) and the errors the
 * runtime raises. */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* ---- lists and states */

void tsy_push(sx *X, slist *l, sst *s) {
  if (s->g == term_false(X->tc)) return; /* no input reaches it */
  if (l->n == l->cap) {
    int cap = l->cap ? l->cap * 2 : 8;
    sst **v = arena_alloc(X->a, sizeof(sst *) * (size_t)cap);
    if (l->n) memcpy(v, l->v, sizeof(sst *) * (size_t)l->n);
    l->v = v, l->cap = cap;
  }
  l->v[l->n++] = s;
}

sst *tsy_copy(sx *X, const sst *s, term_ref g) {
  sst *c = arena_alloc(X->a, sizeof(sst));
  *c = *s;
  c->g = g;
  c->b = arena_alloc(X->a, sizeof(sbind) * (size_t)(s->nb + 4));
  if (s->nb) memcpy(c->b, s->b, sizeof(sbind) * (size_t)s->nb);
  c->h = arena_alloc(X->a, sizeof(sobj) * (size_t)(s->nh + 1));
  for (int i = 0; i < s->nh; i++) {
    c->h[i] = s->h[i]; /* keys are never written in place: a new property gets a new array */
    c->h[i].v = arena_alloc(X->a, sizeof(sval) * (size_t)(s->h[i].n + 1));
    if (s->h[i].n) memcpy(c->h[i].v, s->h[i].v, sizeof(sval) * (size_t)s->h[i].n);
  }
  c->stk = arena_alloc(X->a, sizeof(sval) * (size_t)(s->ns + 8));
  if (s->ns) memcpy(c->stk, s->stk, sizeof(sval) * (size_t)s->ns);
  return c;
}

void tsy_spush(sx *X, sst *s, sval v) {
  sval *k = arena_alloc(X->a, sizeof(sval) * (size_t)(s->ns + 8));
  if (s->ns) memcpy(k, s->stk, sizeof(sval) * (size_t)s->ns);
  k[s->ns++] = v;
  s->stk = k;
}

const char *tsy_place(sx *X, const ts_node *at) {
  return arena_printf(X->a, "%s:%d:%d", X->p->path, at ? at->line : 0, at ? at->col : 0);
}

void tsy_add_path(sx *X, rel_path p) {
  if (X->npaths == X->cappaths) {
    int cap = X->cappaths ? X->cappaths * 2 : 16;
    rel_path *v = arena_alloc(X->a, sizeof(rel_path) * (size_t)cap);
    if (X->npaths) memcpy(v, X->paths, sizeof(rel_path) * (size_t)X->npaths);
    X->paths = v, X->cappaths = cap;
  }
  X->paths[X->npaths++] = p;
}

/* State s is not followed further: an unknown case with the reason, at node at. */
void tsy_unknown(sx *X, sst *s, const ts_node *at, const char *fmt, ...) {
  if (s->g == term_false(X->tc)) return;
  va_list ap;
  va_start(ap, fmt);
  char buf[400];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  const char *loc = tsy_place(X, at);
  tsy_add_path(X, (rel_path){.kind = REL_P_UNKNOWN, .guard = s->g, .reason = arena_strdup(X->a, buf), .loc = loc, .seg = s->seg});
}

/* ---- values */

sval tsy_vascii(sx *X, const char *s) {
  int n = (int)strlen(s);
  term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) u[i] = term_bv(X->tc, 16, (unsigned char)s[i]);
  return vstr(n, u);
}

sval tsy_vlit(sx *X, const uint16_t *s, size_t n) {
  term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (n + 1));
  for (size_t i = 0; i < n; i++) u[i] = term_bv(X->tc, 16, s[i]);
  return vstr((int)n, u);
}

int tsy_is_const_str(sx *X, const sval *v) {
  if (has_num(v)) return 0;
  for (int i = 0; i < v->n; i++)
    if (!term_is_const(X->tc, v->u[i])) return 0;
  return 1;
}

/* A string as one term, equal for two strings exactly when they are (same length, same units):
 * an array from 8-bit positions to 66 bits, a present bit, a number-token bit and the unit, or a
 * number token's "ts_numstr" of its number. That function is uninterpreted: a proof holds for
 * every interpretation, among them an injective one, under which equal terms are equal token
 * lists and so equal texts (Number::toString is one text per number but for ±0, which nk makes
 * one); terms that differ may still be equal texts ("1" + "2" and 12's), which a replay shows. */
term_ref tsy_unit_enc(sx *X, const sval *v, int i) {
  term_ctx *tc = X->tc;
  term_sort f64 = term_sort_fp(tc, 11, 53);
  term_fun numstr = term_fun_declare(tc, "ts_numstr", 1, &f64, term_sort_bv(tc, 64));
  return v->nk && v->nk[i] != TERM_NULL ? term_mk2(tc, OP_CONCAT, term_bv(tc, 2, 3), term_app(tc, numstr, &v->nk[i], 1))
                                        : term_mk2(tc, OP_CONCAT, term_bv(tc, 2, 2), term_zext(tc, 48, v->u[i]));
}

term_ref tsy_str_enc(sx *X, const sval *v) {
  term_ctx *tc = X->tc;
  term_ref a = term_const_array(tc, term_sort_bv(tc, 8), term_bv(tc, 66, 0));
  for (int i = 0; i < v->n; i++) a = term_mk3(tc, OP_STORE, a, term_bv(tc, 8, (uint64_t)i), tsy_unit_enc(X, v, i));
  return a;
}

void tsy_out(sx *X, const sst *s, const char *what, const term_ref *args, int n, const char *stream) {
  if (X->nouts == X->capouts) {
    int cap = X->capouts ? X->capouts * 2 : 16;
    rel_out_event *v = arena_alloc(X->a, sizeof(rel_out_event) * (size_t)cap);
    if (X->nouts) memcpy(v, X->outs, sizeof(rel_out_event) * (size_t)X->nouts);
    X->outs = v, X->capouts = cap;
  }
  term_ref *a = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  if (n) memcpy(a, args, sizeof(term_ref) * (size_t)n);
  X->outs[X->nouts++] = (rel_out_event){.guard = s->g, .what = what, .nargs = n, .args = a, .stream = stream, .seg = s->seg};
}

/* a === b of two strings; TERM_NULL when not modelled (number tokens at different places). */
static term_ref str_eq(sx *X, const sval *a, const sval *b) {
  if (has_num(a) || has_num(b)) {
    if (a->n != b->n) return TERM_NULL;
    for (int i = 0; i < a->n; i++)
      if ((a->nk && a->nk[i]) != (b->nk && b->nk[i])) return TERM_NULL;
  }
  if (a->n != b->n) return term_false(X->tc);
  term_ref r = term_true(X->tc);
  for (int i = 0; i < a->n; i++) {
    int num = a->nk && a->nk[i];
    r = term_and2(X->tc, r, term_eq(X->tc, num ? a->nk[i] : a->u[i], num ? b->nk[i] : b->u[i]));
  }
  return r;
}

/* ToBoolean (§7.1.2). */
term_ref tsy_truthy(sx *X, const sval *v) {
  term_ctx *tc = X->tc;
  switch (v->k) {
  case V_UNDEF: case V_NULL: return term_false(tc);
  case V_BOOL: return v->t;
  case V_NUM:
    return term_not(tc, term_or2(tc, (term_ref)X->D.pred(tc, TN_ISZERO, v->t), (term_ref)X->D.pred(tc, TN_ISNAN, v->t)));
  case V_STR: return term_bool(tc, v->n > 0);
  default: return term_true(tc);
  }
}

/* ToNumber (§7.1.4) of a primitive; 0 when not modelled (a string whose units depend on the input). */
int tsy_to_number(sx *X, const sval *v, term_ref *out) {
  switch (v->k) {
  case V_UNDEF: *out = knum(X, NAN); return 1;
  case V_NULL: *out = knum(X, 0); return 1;
  case V_BOOL: *out = term_ite(X->tc, v->t, knum(X, 1), knum(X, 0)); return 1;
  case V_NUM: *out = v->t; return 1;
  case V_STR: {
    if (!tsy_is_const_str(X, v)) return 0;
    uint16_t *u = arena_alloc(X->a, sizeof(uint16_t) * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++) u[i] = (uint16_t)term_bv_value(X->tc, v->u[i]);
    *out = knum(X, ts_str_to_num(u, (size_t)v->n)); /* the interpreter's StringToNumber */
    return 1;
  }
  default: return 0;
  }
}

/* Strict equality (§7.2.15, IsStrictlyEqual) of two values of known kinds. */
term_ref tsy_strict_eq(sx *X, const sst *s, const sval *a, const sval *b) {
  (void)s;
  term_ctx *tc = X->tc;
  if (a->k != b->k) return term_false(tc);
  switch (a->k) {
  case V_UNDEF: case V_NULL: return term_true(tc);
  case V_BOOL: return term_eq(tc, a->t, b->t);
  case V_NUM: return (term_ref)X->D.cmp(tc, TN_EQ, a->t, b->t); /* Number::equal: NaN unequal, -0 = +0 */
  case V_STR: return str_eq(X, a, b); /* TERM_NULL: not modelled */
  case V_ARR: case V_OBJ: case V_MAP: case V_SET: case V_PROM: return term_bool(tc, a->n == b->n); /* one object: the same heap index */
  case V_FN: /* a closure is an object of its own (each evaluation of a function expression makes one) */
    return term_bool(tc, a->clo || b->clo ? a->clo && b->clo && a->n == b->n : a->fn == b->fn && a->n == b->n && a->gen == b->gen);
  case V_CLS: return term_bool(tc, a->fn == b->fn);
  case V_OPQ: return TERM_NULL; /* not modelled */
  default: return term_false(tc); /* two error objects are equal only when one: never here */
  }
}

term_ref tsy_same_value_zero(sx *X, const sst *s, const sval *a, const sval *b) {
  if (a->k == V_NUM && b->k == V_NUM) return (term_ref)ts_r_same_value_zero(&X->D, a->t, b->t);
  return tsy_strict_eq(X, s, a, b);
}

/* ---- merging states of one shape */

int tsy_same_shape_v(const sval *a, const sval *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
  case V_STR:
  case V_ERR:
    if (a->n != b->n || (a->nk != NULL) != (b->nk != NULL)) return 0;
    for (int i = 0; a->nk && i < a->n; i++)
      if ((a->nk[i] != TERM_NULL) != (b->nk[i] != TERM_NULL)) return 0;
    return a->k == V_STR || !strcmp(a->ename, b->ename);
  case V_ARR: case V_OBJ: case V_MAP: case V_SET: case V_PROM: return a->n == b->n;
  case V_CLS: return a->fn == b->fn;
  case V_BLD: return a->n == b->n && a->gen == b->gen;
  case V_WSEQ: return a->t == b->t && a->n == b->n;
  case V_FN:
    if (a->fn != b->fn || !a->clo != !b->clo) return 0;
    if (!a->clo) return a->n == b->n && a->gen == b->gen; /* a promise's resolving functions: its index */
    if (a->n != b->n || a->clo->anchor != b->clo->anchor || a->clo->bid != b->clo->bid || a->clo->nenv != b->clo->nenv ||
        !tsy_same_shape_v(&a->clo->thisv, &b->clo->thisv) || a->clo->thisv.n != b->clo->thisv.n)
      return 0;
    return !a->clo->nenv || !memcmp(a->clo->env, b->clo->env, sizeof(int) * 2 * (size_t)a->clo->nenv);
  default: return 1;
  }
}

static int same_shape(const sst *a, const sst *b) {
  if (a->nb != b->nb || a->fb != b->fb || a->nh != b->nh || a->ns != b->ns || a->comp != b->comp || a->seg != b->seg ||
      a->label != b->label || a->depth != b->depth || a->nenv != b->nenv || !tsy_same_shape_v(&a->thisv, &b->thisv) ||
      memcmp(a->bgen, b->bgen, sizeof a->bgen) ||
      a->thisv.n != b->thisv.n || a->nq != b->nq || (a->nq && a->q != b->q) || a->adrain != b->adrain || a->await_call != b->await_call)
    return 0;
  if (a->nenv && memcmp(a->env, b->env, sizeof(int) * 2 * (size_t)a->nenv)) return 0;
  if ((a->comp == K_RETURN || a->comp == K_THROW) && !tsy_same_shape_v(&a->ret, &b->ret)) return 0;
  for (int i = 0; i < a->nb; i++)
    if (a->b[i].name != b->b[i].name || !tsy_same_shape_v(&a->b[i].v, &b->b[i].v)) return 0;
  for (int i = 0; i < a->ns; i++)
    if (!tsy_same_shape_v(&a->stk[i], &b->stk[i])) return 0;
  for (int i = 0; i < a->nh; i++) {
    if (a->h[i].n != b->h[i].n || a->h[i].cls != b->h[i].cls || !a->h[i].keys != !b->h[i].keys || a->h[i].coll != b->h[i].coll)
      return 0;
    /* a promise's state, flags and reactions (one array: never written in place) */
    if (a->h[i].prom != b->h[i].prom || a->h[i].pst != b->h[i].pst || a->h[i].resolved != b->h[i].resolved ||
        a->h[i].handled != b->h[i].handled || a->h[i].rem != b->h[i].rem || a->h[i].nre != b->h[i].nre || (a->h[i].nre && a->h[i].re != b->h[i].re))
      return 0;
    for (int k = 0; a->h[i].coll && k < a->h[i].n; k++)
      if (!tsy_same_shape_v(&a->h[i].mk[k], &b->h[i].mk[k])) return 0;
    for (int k = 0; a->h[i].keys && k < a->h[i].n; k++)
      if (a->h[i].keys[k] != b->h[i].keys[k]) return 0;
    for (int k = 0; k < a->h[i].n; k++)
      if (!tsy_same_shape_v(&a->h[i].v[k], &b->h[i].v[k])) return 0;
  }
  return 1;
}

sval tsy_merge_v(sx *X, term_ref g, const sval *a, const sval *b) {
  sval r = *a;
  if (a->k == V_BOOL) r.t = term_ite(X->tc, g, a->t, b->t);
  if (a->k == V_NUM) r.t = (term_ref)X->D.ite(X->D.ud, g, a->t, b->t); /* a counter's constants kept apart */
  if ((a->k == V_STR || a->k == V_ERR) && a->u != b->u) {
    term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(a->n + 1));
    for (int i = 0; i < a->n; i++) u[i] = term_ite(X->tc, g, a->u[i], b->u[i]);
    r.u = u;
  }
  if ((a->k == V_STR || a->k == V_ERR) && a->nk && a->nk != b->nk) {
    term_ref *k = arena_alloc(X->a, sizeof(term_ref) * (size_t)(a->n + 1));
    for (int i = 0; i < a->n; i++) k[i] = a->nk[i] ? term_ite(X->tc, g, a->nk[i], b->nk[i]) : TERM_NULL;
    r.nk = k;
  }
  return r;
}

/* a := a where a's guard holds, else b (same shape); a's guard becomes their union. */
static void merge_into(sx *X, sst *a, const sst *b) {
  term_ref g = a->g;
  for (int i = 0; i < a->nb; i++) {
    a->b[i].v = tsy_merge_v(X, g, &a->b[i].v, &b->b[i].v);
    /* two declarations of one name at one place: a new one for both, so that no closure
     * anchored at either takes the merged binding for its own (sclo) */
    if (a->b[i].id != b->b[i].id) a->b[i].id = ++X->next_id;
  }
  for (int i = 0; i < a->ns; i++) a->stk[i] = tsy_merge_v(X, g, &a->stk[i], &b->stk[i]);
  for (int i = 0; i < a->nh; i++) {
    for (int k = 0; k < a->h[i].n; k++) a->h[i].v[k] = tsy_merge_v(X, g, &a->h[i].v[k], &b->h[i].v[k]);
    sobj *o = &a->h[i];
    if (o->coll && o->n && (o->mk != b->h[i].mk || o->live != b->h[i].live)) {
      /* a Map's or Set's keys and slots: new arrays (shared between copies) */
      sval *mk = arena_alloc(X->a, sizeof(sval) * (size_t)o->n);
      term_ref *live = arena_alloc(X->a, sizeof(term_ref) * (size_t)o->n);
      for (int k = 0; k < o->n; k++) {
        mk[k] = tsy_merge_v(X, g, &o->mk[k], &b->h[i].mk[k]);
        live[k] = term_ite(X->tc, g, o->live[k], b->h[i].live[k]);
      }
      o->mk = mk, o->live = live;
    }
  }
  if (a->comp == K_RETURN || a->comp == K_THROW) a->ret = tsy_merge_v(X, g, &a->ret, &b->ret);
  a->g = term_or2(X->tc, a->g, b->g);
}

/* The states of l with one shape merged into one (the first's place in the list). */
void tsy_merge(sx *X, slist *l) {
  for (int i = 0; i < l->n; i++) {
    int w = i + 1;
    for (int j = i + 1; j < l->n; j++) {
      if (same_shape(l->v[i], l->v[j])) {
        sst *m = tsy_copy(X, l->v[i], l->v[i]->g);
        merge_into(X, m, l->v[j]);
        l->v[i] = m;
      } else {
        l->v[w++] = l->v[j];
      }
    }
    l->n = w;
  }
}

/* s split on Bool c: the state where c holds into *t, where it does not into *f (either NULL when
 * no input reaches it). */
void tsy_fork(sx *X, sst *s, term_ref c, sst **t, sst **f) {
  term_ctx *tc = X->tc;
  if (c == term_true(tc)) { *t = s, *f = NULL; return; }
  if (c == term_false(tc)) { *t = NULL, *f = s; return; }
  *t = tsy_copy(X, s, term_and2(tc, s->g, c));
  *f = tsy_copy(X, s, term_and2(tc, s->g, term_not(tc, c)));
  if ((*t)->g == term_false(tc)) *t = NULL;
  if ((*f)->g == term_false(tc)) *f = NULL;
}

/* ---- environments */

/* A name in the current call's bindings, then a closure's captured ones, then the module's (a
 * function sees no caller's). */
sbind *tsy_lookup(sst *s, const char *name) {
  for (int i = s->nb - 1; i >= s->fb; i--)
    if (s->b[i].name == name) return &s->b[i];
  for (int r = 0; r < s->nenv; r++)
    for (int i = s->env[2 * r + 1] - 1; i >= s->env[2 * r]; i--)
      if (s->b[i].name == name) return &s->b[i];
  for (int i = (s->gtop < s->fb ? s->gtop : s->fb) - 1; i >= 0; i--)
    if (s->b[i].name == name) return &s->b[i];
  return NULL;
}

void tsy_declare(sx *X, sst *s, const char *name, sval v, int is_const) {
  sbind *b = arena_alloc(X->a, sizeof(sbind) * (size_t)(s->nb + 4));
  if (s->nb) memcpy(b, s->b, sizeof(sbind) * (size_t)s->nb);
  b[s->nb++] = (sbind){name, v, is_const, 0, ++X->next_id};
  s->b = b;
}

/* The let and const of a statement list are bound from the start of their block, uninitialised
 * until their declaration runs (§14.2.2 BlockDeclarationInstantiation, the temporal dead zone):
 * a name read before it throws a ReferenceError and never finds an outer binding. */
void tsy_hoist(sx *X, sst *s, const ts_list *l) {
  for (int i = 0; i < l->n; i++) {
    const ts_node *v = l->v[i];
    if (v->k == TS_VAR) tsy_declare(X, s, v->name, vundef(), (v->flags & TS_F_CONST) != 0), s->b[s->nb - 1].tdz = 1;
    if (v->k == TS_VARS) tsy_hoist(X, s, &v->list);
  }
}

/* ---- errors the runtime raises, and thrown values */

static sval verr(sx *X, const char *cls, const char *msg) {
  sval m = tsy_vascii(X, msg);
  return (sval){.k = V_ERR, .ename = cls, .n = m.n, .u = m.u};
}

void tsy_throw_err(sx *X, sst *s, slist *out, const char *cls, const char *msg) {
  s->comp = K_THROW;
  s->ret = verr(X, cls, msg);
  tsy_push(X, out, s);
}

void tsy_throw_tdz(sx *X, sst *s, slist *out, const char *name) {
  tsy_throw_err(X, s, out, "ReferenceError", arena_printf(X->a, "Cannot access '%s' before initialization", name));
}

/* ---- objects */

int tsy_prop(const sobj *o, const char *name) {
  for (int i = 0; o->keys && i < o->n; i++)
    if (o->keys[i] == name) return i;
  return -1;
}

void tsy_prop_set(sx *X, sst *s, int id, const char *name, sval v) {
  sobj *o = &s->h[id];
  int i = tsy_prop(o, name);
  if (i >= 0) { o->v[i] = v; return; }
  const char **k = arena_alloc(X->a, sizeof(char *) * (size_t)(o->n + 1));
  sval *nv = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 1));
  if (o->n) memcpy(k, o->keys, sizeof(char *) * (size_t)o->n), memcpy(nv, o->v, sizeof(sval) * (size_t)o->n);
  k[o->n] = name, nv[o->n] = v;
  o->keys = k, o->v = nv, o->n++;
}

const ts_node *tsy_class_member(const ts_node *cls, const char *name, int is_static) {
  for (int i = 0; i < cls->list.n; i++) {
    const ts_node *m = cls->list.v[i];
    if (m->k == TS_METHOD && m->mkind != TS_M_CTOR && m->name == name && !(m->flags & TS_F_STATIC) == !is_static) return m;
  }
  return NULL;
}

int tsy_new_obj(sx *X, sst *s, sobj o) {
  sobj *h = arena_alloc(X->a, sizeof(sobj) * (size_t)(s->nh + 1));
  if (s->nh) memcpy(h, s->h, sizeof(sobj) * (size_t)s->nh);
  h[s->nh] = o;
  s->h = h;
  return s->nh++;
}
