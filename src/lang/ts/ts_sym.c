/* ts_sym.c — the TypeScript room's symbolic executor: runs the typed AST (ts_ir.h) as the
 * interpreter does (ts_exec.c, ECMA-262 2022), over symbolic inputs, and gives rel/lang.h's path
 * summary: guarded cases, each a returned value, an uncaught exception (an outcome, as in the
 * interpreter) or unknown with its located reason.
 *
 * Values: numbers are Float64 terms (§6.1.6.1: IEEE binary64, ties to even) through ts_num.h's
 * shared rules; booleans Bool terms; strings (§6.1.4) a length known on each path and one 16-bit
 * term per code unit; arrays objects on a per-state heap (aliasing kept), a known length and an
 * element value each; errors a class name and a message. ToString of a number that depends on the
 * input is one token of a string (its text is known only by its number: equal numbers, equal
 * texts), which concatenation, templates, === and output carry, and every other string operation
 * refuses as unsupported. A string or array input has a symbolic
 * length of at most TS_SYM_SEQ_CAP, split into one state per length at entry (the bound a verdict
 * states). A state forks where a condition is symbolic and the states that end a statement
 * normally with values of one shape merge again (if-then-else terms), so a branch costs one case
 * per distinct outcome, not per path. Loops run to the unroll bound; a state still in the loop
 * then is an unknown case naming the loop. Anything the executor does not model is an unknown
 * case "unsupported: <construct> at FILE:LINE:COL", never a guess. console.log and console.error
 * are output events (rel_out_event) whose arguments are the values' terms. */
#define TS_BOOL TERM_SORT_BOOL_KIND /* term.h's sort kind; ts_ir.h's node kind is the room's TS_BOOL */
#include "sym/term.h"
#undef TS_BOOL

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_ir.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_sym.h"
#include "rel/lang.h"

enum { STR_MAX = 255 /* the longest string followed (the result encoding's index is 8 bits) */ };

/* V_OPQ: a value the executor does not follow (a class of the module): every use is unsupported */
typedef enum vkind { V_UNDEF, V_NULL, V_BOOL, V_NUM, V_STR, V_ARR, V_FN, V_ERR, V_OPQ } vkind;

typedef struct sval {
  vkind k;
  term_ref t;         /* V_BOOL: Bool; V_NUM: Float64 */
  int n;              /* V_STR, V_ERR (its message): length; V_ARR: heap index */
  const term_ref *u;  /* V_STR, V_ERR: n 16-bit code units */
  const term_ref *nk; /* V_STR, V_ERR (its message): NULL, or per unit TERM_NULL or, for a number's text that depends on
                         the input (one token for all its units), the number with -0 as +0 */
  const ts_node *fn;  /* V_FN: a top-level function */
  const char *ename;  /* V_ERR: the class (Error, TypeError, RangeError) */
} sval;

typedef struct sobj {
  int n;
  sval *v;
} sobj;

typedef struct sbind {
  const char *name;
  sval v;
  int is_const;
  int tdz;            /* declared by let/const, not yet initialised (§9.1.1.1: reading throws) */
} sbind;

/* Completions (§6.2.4), as the interpreter's ts_comp. */
enum { K_NORMAL, K_RETURN, K_BREAK, K_CONTINUE, K_THROW };

typedef struct sst {
  term_ref g;         /* the inputs on which the run is in this state */
  int nb, fb;         /* bindings; the current call's first */
  int gtop;           /* the module's bindings are [0, gtop) */
  sbind *b;
  int nh;
  sobj *h;
  int ns;             /* the value stack of expressions */
  sval *stk;
  int comp;
  sval ret;           /* K_RETURN's value, K_THROW's exception */
  const char *label;  /* K_BREAK, K_CONTINUE */
  int depth;          /* calls in progress */
} sst;

typedef struct slist {
  sst **v;
  int n, cap;
} slist;

typedef struct sx {
  term_ctx *tc;
  arena *a;
  const ts_program *p;
  ts_ndom D;
  int gtop;           /* the module's bindings: [0, gtop) */
  unsigned unroll, inline_depth;
  double deadline;
  rel_path *paths;
  int npaths, cappaths;
  rel_out_event *outs;
  int nouts, capouts;
  unsigned bound_hits, time_hits;
  term_sort f64, senc;
} sx;

/* ---- lists and states */

static void push(sx *X, slist *l, sst *s) {
  if (s->g == term_false(X->tc)) return; /* no input reaches it */
  if (l->n == l->cap) {
    int cap = l->cap ? l->cap * 2 : 8;
    sst **v = arena_alloc(X->a, sizeof(sst *) * (size_t)cap);
    if (l->n) memcpy(v, l->v, sizeof(sst *) * (size_t)l->n);
    l->v = v, l->cap = cap;
  }
  l->v[l->n++] = s;
}

static sst *copy(sx *X, const sst *s, term_ref g) {
  sst *c = arena_alloc(X->a, sizeof(sst));
  *c = *s;
  c->g = g;
  c->b = arena_alloc(X->a, sizeof(sbind) * (size_t)(s->nb + 4));
  if (s->nb) memcpy(c->b, s->b, sizeof(sbind) * (size_t)s->nb);
  c->h = arena_alloc(X->a, sizeof(sobj) * (size_t)(s->nh + 1));
  for (int i = 0; i < s->nh; i++) {
    c->h[i].n = s->h[i].n;
    c->h[i].v = arena_alloc(X->a, sizeof(sval) * (size_t)(s->h[i].n + 1));
    if (s->h[i].n) memcpy(c->h[i].v, s->h[i].v, sizeof(sval) * (size_t)s->h[i].n);
  }
  c->stk = arena_alloc(X->a, sizeof(sval) * (size_t)(s->ns + 8));
  if (s->ns) memcpy(c->stk, s->stk, sizeof(sval) * (size_t)s->ns);
  return c;
}

static void spush(sx *X, sst *s, sval v) {
  sval *k = arena_alloc(X->a, sizeof(sval) * (size_t)(s->ns + 8));
  if (s->ns) memcpy(k, s->stk, sizeof(sval) * (size_t)s->ns);
  k[s->ns++] = v;
  s->stk = k;
}
static sval spop(sst *s) { return s->stk[--s->ns]; }

static const char *place(sx *X, const ts_node *at) {
  return arena_printf(X->a, "%s:%d:%d", X->p->path, at ? at->line : 0, at ? at->col : 0);
}

static void add_path(sx *X, rel_path p) {
  if (X->npaths == X->cappaths) {
    int cap = X->cappaths ? X->cappaths * 2 : 16;
    rel_path *v = arena_alloc(X->a, sizeof(rel_path) * (size_t)cap);
    if (X->npaths) memcpy(v, X->paths, sizeof(rel_path) * (size_t)X->npaths);
    X->paths = v, X->cappaths = cap;
  }
  X->paths[X->npaths++] = p;
}

/* State s is not followed further: an unknown case with the reason, at node at. */
static void unknown(sx *X, sst *s, const ts_node *at, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void unknown(sx *X, sst *s, const ts_node *at, const char *fmt, ...) {
  if (s->g == term_false(X->tc)) return;
  va_list ap;
  va_start(ap, fmt);
  char buf[400];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  const char *loc = place(X, at);
  add_path(X, (rel_path){.kind = REL_P_UNKNOWN, .guard = s->g, .reason = arena_strdup(X->a, buf), .loc = loc});
}

#define UNSUP(X, s, at, ...) unknown(X, s, at, "unsupported: " __VA_ARGS__)

/* ---- values */

static sval vundef(void) { return (sval){.k = V_UNDEF}; }
static sval vnum(term_ref t) { return (sval){.k = V_NUM, .t = t}; }
static sval vbool(term_ref t) { return (sval){.k = V_BOOL, .t = t}; }
static sval vstr(int n, const term_ref *u) { return (sval){.k = V_STR, .n = n, .u = u}; }
static term_ref knum(sx *X, double d) { return term_fp_from_double(X->tc, d); }

static sval vascii(sx *X, const char *s) {
  int n = (int)strlen(s);
  term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) u[i] = term_bv(X->tc, 16, (unsigned char)s[i]);
  return vstr(n, u);
}

static sval vlit(sx *X, const uint16_t *s, size_t n) {
  term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (n + 1));
  for (size_t i = 0; i < n; i++) u[i] = term_bv(X->tc, 16, s[i]);
  return vstr((int)n, u);
}

static int has_num(const sval *v) { return (v->k == V_STR || v->k == V_ERR) && v->nk; }

static int is_const_str(sx *X, const sval *v) {
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
static term_ref str_enc(sx *X, const sval *v) {
  term_ctx *tc = X->tc;
  term_sort f64 = term_sort_fp(tc, 11, 53);
  term_fun numstr = term_fun_declare(tc, "ts_numstr", 1, &f64, term_sort_bv(tc, 64));
  term_ref a = term_const_array(tc, term_sort_bv(tc, 8), term_bv(tc, 66, 0));
  for (int i = 0; i < v->n; i++) {
    term_ref e = v->nk && v->nk[i] != TERM_NULL ? term_mk2(tc, OP_CONCAT, term_bv(tc, 2, 3), term_app(tc, numstr, &v->nk[i], 1))
                                                 : term_mk2(tc, OP_CONCAT, term_bv(tc, 2, 2), term_zext(tc, 48, v->u[i]));
    a = term_mk3(tc, OP_STORE, a, term_bv(tc, 8, (uint64_t)i), e);
  }
  return a;
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
static term_ref truthy(sx *X, const sval *v) {
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
static int to_number(sx *X, const sval *v, term_ref *out) {
  switch (v->k) {
  case V_UNDEF: *out = knum(X, NAN); return 1;
  case V_NULL: *out = knum(X, 0); return 1;
  case V_BOOL: *out = term_ite(X->tc, v->t, knum(X, 1), knum(X, 0)); return 1;
  case V_NUM: *out = v->t; return 1;
  case V_STR: {
    if (!is_const_str(X, v)) return 0;
    uint16_t *u = arena_alloc(X->a, sizeof(uint16_t) * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++) u[i] = (uint16_t)term_bv_value(X->tc, v->u[i]);
    *out = knum(X, ts_str_to_num(u, (size_t)v->n)); /* the interpreter's StringToNumber */
    return 1;
  }
  default: return 0;
  }
}

/* Strict equality (§7.2.15, IsStrictlyEqual) of two values of known kinds. */
static term_ref strict_eq(sx *X, const sst *s, const sval *a, const sval *b) {
  (void)s;
  term_ctx *tc = X->tc;
  if (a->k != b->k) return term_false(tc);
  switch (a->k) {
  case V_UNDEF: case V_NULL: return term_true(tc);
  case V_BOOL: return term_eq(tc, a->t, b->t);
  case V_NUM: return (term_ref)X->D.cmp(tc, TN_EQ, a->t, b->t); /* Number::equal: NaN unequal, -0 = +0 */
  case V_STR: return str_eq(X, a, b); /* TERM_NULL: not modelled */
  case V_ARR: return term_bool(tc, a->n == b->n);
  case V_FN: return term_bool(tc, a->fn == b->fn);
  case V_OPQ: return TERM_NULL; /* not modelled */
  default: return term_false(tc); /* two error objects are equal only when one: never here */
  }
}

/* ---- merging states of one shape */

static int same_shape_v(const sval *a, const sval *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
  case V_STR:
  case V_ERR:
    if (a->n != b->n || (a->nk != NULL) != (b->nk != NULL)) return 0;
    for (int i = 0; a->nk && i < a->n; i++)
      if ((a->nk[i] != TERM_NULL) != (b->nk[i] != TERM_NULL)) return 0;
    return a->k == V_STR || !strcmp(a->ename, b->ename);
  case V_ARR: return a->n == b->n;
  case V_FN: return a->fn == b->fn;
  default: return 1;
  }
}

static int same_shape(const sst *a, const sst *b) {
  if (a->nb != b->nb || a->fb != b->fb || a->nh != b->nh || a->ns != b->ns || a->comp != b->comp ||
      a->label != b->label || a->depth != b->depth)
    return 0;
  if ((a->comp == K_RETURN || a->comp == K_THROW) && !same_shape_v(&a->ret, &b->ret)) return 0;
  for (int i = 0; i < a->nb; i++)
    if (a->b[i].name != b->b[i].name || !same_shape_v(&a->b[i].v, &b->b[i].v)) return 0;
  for (int i = 0; i < a->ns; i++)
    if (!same_shape_v(&a->stk[i], &b->stk[i])) return 0;
  for (int i = 0; i < a->nh; i++) {
    if (a->h[i].n != b->h[i].n) return 0;
    for (int k = 0; k < a->h[i].n; k++)
      if (!same_shape_v(&a->h[i].v[k], &b->h[i].v[k])) return 0;
  }
  return 1;
}

static sval merge_v(sx *X, term_ref g, const sval *a, const sval *b) {
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
  for (int i = 0; i < a->nb; i++) a->b[i].v = merge_v(X, g, &a->b[i].v, &b->b[i].v);
  for (int i = 0; i < a->ns; i++) a->stk[i] = merge_v(X, g, &a->stk[i], &b->stk[i]);
  for (int i = 0; i < a->nh; i++)
    for (int k = 0; k < a->h[i].n; k++) a->h[i].v[k] = merge_v(X, g, &a->h[i].v[k], &b->h[i].v[k]);
  if (a->comp == K_RETURN || a->comp == K_THROW) a->ret = merge_v(X, g, &a->ret, &b->ret);
  a->g = term_or2(X->tc, a->g, b->g);
}

/* The states of l with one shape merged into one (the first's place in the list). */
static void merge(sx *X, slist *l) {
  for (int i = 0; i < l->n; i++) {
    int w = i + 1;
    for (int j = i + 1; j < l->n; j++) {
      if (same_shape(l->v[i], l->v[j])) {
        sst *m = copy(X, l->v[i], l->v[i]->g);
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
static void fork(sx *X, sst *s, term_ref c, sst **t, sst **f) {
  term_ctx *tc = X->tc;
  if (c == term_true(tc)) { *t = s, *f = NULL; return; }
  if (c == term_false(tc)) { *t = NULL, *f = s; return; }
  *t = copy(X, s, term_and2(tc, s->g, c));
  *f = copy(X, s, term_and2(tc, s->g, term_not(tc, c)));
  if ((*t)->g == term_false(tc)) *t = NULL;
  if ((*f)->g == term_false(tc)) *f = NULL;
}

/* ---- environments */

/* A name in the current call's bindings, then the module's (a function sees no caller's). */
static sbind *lookup(sst *s, const char *name) {
  for (int i = s->nb - 1; i >= s->fb; i--)
    if (s->b[i].name == name) return &s->b[i];
  for (int i = (s->gtop < s->fb ? s->gtop : s->fb) - 1; i >= 0; i--)
    if (s->b[i].name == name) return &s->b[i];
  return NULL;
}

static void declare(sx *X, sst *s, const char *name, sval v, int is_const) {
  sbind *b = arena_alloc(X->a, sizeof(sbind) * (size_t)(s->nb + 4));
  if (s->nb) memcpy(b, s->b, sizeof(sbind) * (size_t)s->nb);
  b[s->nb++] = (sbind){name, v, is_const, 0};
  s->b = b;
}

/* The let and const of a statement list are bound from the start of their block, uninitialised
 * until their declaration runs (§14.2.2 BlockDeclarationInstantiation, the temporal dead zone):
 * a name read before it throws a ReferenceError and never finds an outer binding. */
static void hoist(sx *X, sst *s, const ts_list *l) {
  for (int i = 0; i < l->n; i++) {
    const ts_node *v = l->v[i];
    if (v->k == TS_VAR) declare(X, s, v->name, vundef(), (v->flags & TS_F_CONST) != 0), s->b[s->nb - 1].tdz = 1;
    if (v->k == TS_VARS) hoist(X, s, &v->list);
  }
}

static void throw_tdz(sx *X, sst *s, struct slist *out, const char *name);

/* ---- errors the runtime raises, and thrown values */

static sval verr(sx *X, const char *cls, const char *msg) {
  sval m = vascii(X, msg);
  return (sval){.k = V_ERR, .ename = cls, .n = m.n, .u = m.u};
}

static void throw_err(sx *X, sst *s, slist *out, const char *cls, const char *msg) {
  s->comp = K_THROW;
  s->ret = verr(X, cls, msg);
  push(X, out, s);
}

static void throw_tdz(sx *X, sst *s, slist *out, const char *name) {
  throw_err(X, s, out, "ReferenceError", arena_printf(X->a, "Cannot access '%s' before initialization", name));
}

/* ---- expressions: each result state has the value on its stack (K_NORMAL) or threw */

static void eval(sx *X, const ts_node *e, sst *s, slist *out);
static void exec_list(sx *X, const ts_list *l, sst *s, slist *out);
static void exec_block(sx *X, const ts_list *l, sst *s, slist *out);

/* Evaluates a, then b, in each resulting state: states with both values on the stack. */
static void eval_all(sx *X, const ts_node *const *es, int n, sst *s, slist *out) {
  slist cur = {0};
  push(X, &cur, s);
  for (int i = 0; i < n; i++) {
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      if (cur.v[k]->comp != K_NORMAL) push(X, out, cur.v[k]);
      else eval(X, es[i], cur.v[k], &next);
    }
    merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) push(X, out, cur.v[k]);
}

/* ToString (§7.1.17) of a primitive for + and templates: 1 with the string, 0 (s dropped as
 * unknown) when not modelled; a boolean forks (the two texts have other lengths). */
static int to_string(sx *X, sst *s, const sval *v, sval *out, const ts_node *at) {
  char buf[40];
  switch (v->k) {
  case V_STR: *out = *v; return 1;
  case V_UNDEF: *out = vascii(X, "undefined"); return 1;
  case V_NULL: *out = vascii(X, "null"); return 1;
  case V_NUM:
    if (term_is_const(X->tc, v->t)) {
      double d;
      uint64_t bits = (uint64_t)term_bv_value(X->tc, v->t);
      memcpy(&d, &bits, sizeof d);
      *out = vascii(X, ts_num_str(d, buf)); /* the interpreter's Number::toString */
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
      *out = vascii(X, v->t == term_true(X->tc) ? "true" : "false");
      return 1;
    }
    UNSUP(X, s, at, "a boolean that depends on the input converted to a string");
    return 0;
  default: UNSUP(X, s, at, "an object converted to a string"); return 0;
  }
}

static sval concat(sx *X, const sval *a, const sval *b) {
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

/* The binary operator op on a and b (§13.15.3 ApplyStringOrNumericBinaryOperator and the
 * relational and equality operators), as the interpreter's binop; s gets the value or is dropped. */
static void binop(sx *X, ts_op op, sval a, sval b, sst *s, slist *out, const ts_node *at) {
  term_ctx *tc = X->tc;
  const ts_ndom *D = &X->D;
  term_ref x, y;
  if (op == TS_OP_COMMA) { spush(X, s, b); push(X, out, s); return; }
  if (op == TS_OP_SEQ || op == TS_OP_SNE) {
    term_ref eq = strict_eq(X, s, &a, &b);
    if (eq == TERM_NULL) { UNSUP(X, s, at, "=== of values the executor does not compare (a class, or strings holding numbers' texts at different places)"); return; }
    spush(X, s, vbool(op == TS_OP_SEQ ? eq : term_not(tc, eq)));
    push(X, out, s);
    return;
  }
  if (op == TS_OP_EQ || op == TS_OP_NE) {
    /* §7.2.14 IsLooselyEqual for the subset's primitives */
    term_ref eq;
    int an = a.k == V_UNDEF || a.k == V_NULL, bn = b.k == V_UNDEF || b.k == V_NULL;
    if (a.k == b.k && (eq = strict_eq(X, s, &a, &b)) == TERM_NULL) { UNSUP(X, s, at, "== of strings holding numbers' texts at different places"); return; }
    if (a.k == b.k) {}
    else if (an || bn) eq = term_bool(tc, an && bn);
    else if (a.k >= V_ARR || b.k >= V_ARR) { UNSUP(X, s, at, "== between an object and a primitive"); return; }
    else if (!to_number(X, &a, &x) || !to_number(X, &b, &y)) { UNSUP(X, s, at, "== of a string that depends on the input and a number"); return; }
    else eq = (term_ref)D->cmp(tc, TN_EQ, x, y);
    spush(X, s, vbool(op == TS_OP_EQ ? eq : term_not(tc, eq)));
    push(X, out, s);
    return;
  }
  if (op == TS_OP_ADD && (a.k == V_STR || b.k == V_STR || a.k >= V_ARR || b.k >= V_ARR)) {
    sval sa, sb;
    if (!to_string(X, s, &a, &sa, at) || !to_string(X, s, &b, &sb, at)) return;
    if (sa.n + sb.n > STR_MAX) { UNSUP(X, s, at, "a string longer than %d code units", STR_MAX); return; }
    spush(X, s, concat(X, &sa, &sb));
    push(X, out, s);
    return;
  }
  if ((op == TS_OP_LT || op == TS_OP_GT || op == TS_OP_LE || op == TS_OP_GE) && a.k == V_STR && b.k == V_STR) {
    if (has_num(&a) || has_num(&b)) { UNSUP(X, s, at, "comparing strings holding the text of a number that depends on the input"); return; }
    /* §7.2.13 IsLessThan on strings: code unit order; a proper prefix is less */
    const sval *p = op == TS_OP_LT || op == TS_OP_GE ? &a : &b, *q = p == &a ? &b : &a; /* lt: p < q */
    int m = p->n < q->n ? p->n : q->n;
    term_ref lt = term_bool(tc, p->n < q->n);
    for (int i = m - 1; i >= 0; i--)
      lt = term_ite(tc, term_eq(tc, p->u[i], q->u[i]), lt, term_mk2(tc, OP_BVULT, p->u[i], q->u[i]));
    spush(X, s, vbool(op == TS_OP_LT || op == TS_OP_GT ? lt : term_not(tc, lt)));
    push(X, out, s);
    return;
  }
  if (a.k >= V_ARR || b.k >= V_ARR) { UNSUP(X, s, at, "an object operand of '%s'", ts_op_name(op)); return; }
  if (!to_number(X, &a, &x) || !to_number(X, &b, &y)) { UNSUP(X, s, at, "a string that depends on the input converted to a number"); return; }
  term_ref r;
  switch (op) {
  case TS_OP_ADD: r = (term_ref)D->bin(tc, TN_ADD, x, y); break;
  case TS_OP_SUB: r = (term_ref)D->bin(tc, TN_SUB, x, y); break;
  case TS_OP_MUL: r = (term_ref)D->bin(tc, TN_MUL, x, y); break;
  case TS_OP_DIV: r = (term_ref)D->bin(tc, TN_DIV, x, y); break;
  case TS_OP_MOD: r = (term_ref)ts_r_mod(D, x, y); break;
  case TS_OP_EXP: {
    double dx, dy, v;
    if (!term_is_const(tc, x) || !term_is_const(tc, y)) { UNSUP(X, s, at, "'**' of a number that depends on the input"); return; }
    uint64_t bx = (uint64_t)term_bv_value(tc, x), by = (uint64_t)term_bv_value(tc, y);
    memcpy(&dx, &bx, sizeof dx), memcpy(&dy, &by, sizeof dy);
    if (ts_num_pow(dx, dy, &v) < 0) { UNSUP(X, s, at, "'**' with a result IEEE 754 does not fix (V8's pow is not correctly rounded)"); return; }
    r = knum(X, v);
    break;
  }
  case TS_OP_SHL: r = (term_ref)ts_r_bitop(D, TI_SHL, x, y); break;
  case TS_OP_SAR: r = (term_ref)ts_r_bitop(D, TI_SAR, x, y); break;
  case TS_OP_SHR: r = (term_ref)ts_r_bitop(D, TI_SHR, x, y); break;
  case TS_OP_BAND: r = (term_ref)ts_r_bitop(D, TI_AND, x, y); break;
  case TS_OP_BOR: r = (term_ref)ts_r_bitop(D, TI_OR, x, y); break;
  case TS_OP_BXOR: r = (term_ref)ts_r_bitop(D, TI_XOR, x, y); break;
  /* NaN compares false every way (§7.2.13's undefined) */
  case TS_OP_LT: spush(X, s, vbool((term_ref)D->cmp(tc, TN_LT, x, y))); push(X, out, s); return;
  case TS_OP_GT: spush(X, s, vbool((term_ref)D->cmp(tc, TN_LT, y, x))); push(X, out, s); return;
  case TS_OP_LE: spush(X, s, vbool((term_ref)D->cmp(tc, TN_LE, x, y))); push(X, out, s); return;
  case TS_OP_GE: spush(X, s, vbool((term_ref)D->cmp(tc, TN_LE, y, x))); push(X, out, s); return;
  default: UNSUP(X, s, at, "operator '%s'", ts_op_name(op)); return;
  }
  spush(X, s, vnum(r));
  push(X, out, s);
}

/* ToIntegerOrInfinity (§7.1.5) of a number known on this path: 1 with *k, else 0. */
static int const_int(sx *X, term_ref t, double *k) {
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

static int num_arg(sx *X, sst *s, const sval *args, int nargs, int i, term_ref *out, const ts_node *at) {
  sval v = i < nargs ? args[i] : vundef();
  if (!to_number(X, &v, out)) {
    UNSUP(X, s, at, "an argument converted to a number that is not modelled");
    return 0;
  }
  return 1;
}

/* A string method on v (§22.1.3) with evaluated args: s gets the value, or is dropped. */
static void string_method(sx *X, const sval *v, const char *m, const sval *args, int nargs, sst *s, slist *out,
                          const ts_node *at) {
  term_ctx *tc = X->tc;
  term_ref i;
  double k1, k2;
  if (has_num(v) || (nargs && has_num(&args[0]))) { UNSUP(X, s, at, "String.prototype.%s of a string holding the text of a number that depends on the input", m); return; }
  if (!strcmp(m, "charCodeAt")) {
    if (!num_arg(X, s, args, nargs, 0, &i, at)) return;
    spush(X, s, vnum(code_at(X, v, i)));
  } else if (!strcmp(m, "indexOf") || !strcmp(m, "includes")) {
    if (nargs != 1 || args[0].k != V_STR) { UNSUP(X, s, at, "String.prototype.%s with a position or a non-string", m); return; }
    term_ref r = index_of(X, v, &args[0]);
    if (!strcmp(m, "includes")) spush(X, s, vbool(term_not(tc, (term_ref)X->D.cmp(tc, TN_EQ, r, knum(X, -1)))));
    else spush(X, s, vnum(r));
  } else if (!strcmp(m, "startsWith") || !strcmp(m, "endsWith")) {
    if (nargs != 1 || args[0].k != V_STR) { UNSUP(X, s, at, "String.prototype.%s with a position or a non-string", m); return; }
    const sval *nd = &args[0];
    term_ref r = term_bool(tc, nd->n <= v->n);
    int off = !strcmp(m, "startsWith") ? 0 : v->n - nd->n;
    for (int j = 0; j < nd->n && nd->n <= v->n; j++) r = term_and2(tc, r, term_eq(tc, v->u[off + j], nd->u[j]));
    spush(X, s, vbool(r));
  } else if (!strcmp(m, "slice") || !strcmp(m, "substring")) {
    term_ref a0, a1 = TERM_NULL;
    if (!num_arg(X, s, args, nargs, 0, &a0, at)) return;
    if (nargs > 1 && args[1].k != V_UNDEF && !num_arg(X, s, args, nargs, 1, &a1, at)) return;
    if (!const_int(X, a0, &k1) || (a1 != TERM_NULL && !const_int(X, a1, &k2))) {
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
    spush(X, s, substr(v, from, to));
  } else if (!strcmp(m, "charAt") || !strcmp(m, "at")) {
    if (!num_arg(X, s, args, nargs, 0, &i, at)) return;
    if (!const_int(X, i, &k1)) { UNSUP(X, s, at, "String.prototype.%s at a position that depends on the input", m); return; }
    if (!strcmp(m, "at") && k1 < 0) k1 += v->n;
    if (k1 >= 0 && k1 < v->n) spush(X, s, substr(v, (int)k1, (int)k1 + 1));
    else spush(X, s, !strcmp(m, "at") ? vundef() : vstr(0, NULL));
  } else if (!strcmp(m, "toUpperCase") || !strcmp(m, "toLowerCase")) {
    /* the interpreter maps ASCII only; a string with another unit is unsupported there too */
    term_ref ascii = term_true(tc);
    for (int j = 0; j < v->n; j++) ascii = term_and2(tc, ascii, term_mk2(tc, OP_BVULT, v->u[j], term_bv(tc, 16, 128)));
    sst *t, *f;
    fork(X, s, ascii, &t, &f);
    if (f) UNSUP(X, f, at, "String.prototype.%s of a string with a character outside ASCII", m);
    if (!t) return;
    int up = !strcmp(m, "toUpperCase");
    term_ref lo = term_bv(tc, 16, up ? 'a' : 'A'), hi = term_bv(tc, 16, up ? 'z' : 'Z');
    term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(v->n + 1));
    for (int j = 0; j < v->n; j++) {
      term_ref in = term_and2(tc, term_mk2(tc, OP_BVULE, lo, v->u[j]), term_mk2(tc, OP_BVULE, v->u[j], hi));
      u[j] = term_ite(tc, in, up ? term_mk2(tc, OP_BVSUB, v->u[j], term_bv(tc, 16, 32)) : term_mk2(tc, OP_BVADD, v->u[j], term_bv(tc, 16, 32)), v->u[j]);
    }
    spush(X, t, vstr(v->n, u));
    push(X, out, t);
    return;
  } else {
    UNSUP(X, s, at, "String.prototype.%s", m);
    return;
  }
  push(X, out, s);
}

/* An array method on heap object id (§23.1.3). */
static void array_method(sx *X, int id, const char *m, const sval *args, int nargs, sst *s, slist *out,
                         const ts_node *at) {
  sobj *o = &s->h[id];
  if (!strcmp(m, "push")) {
    if (o->n + nargs > STR_MAX) { UNSUP(X, s, at, "an array longer than %d elements", STR_MAX); return; }
    sval *v = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + nargs + 1));
    if (o->n) memcpy(v, o->v, sizeof(sval) * (size_t)o->n);
    for (int i = 0; i < nargs; i++) v[o->n + i] = args[i];
    o->v = v, o->n += nargs;
    spush(X, s, vnum(knum(X, o->n)));
  } else if (!strcmp(m, "pop")) {
    if (o->n == 0) spush(X, s, vundef());
    else spush(X, s, o->v[--o->n]);
  } else if (!strcmp(m, "includes") || !strcmp(m, "indexOf")) {
    if (nargs != 1) { UNSUP(X, s, at, "Array.prototype.%s with a position", m); return; }
    term_ctx *tc = X->tc;
    int inc = !strcmp(m, "includes");
    term_ref r = inc ? term_false(tc) : knum(X, -1);
    for (int k = o->n - 1; k >= 0; k--) {
      term_ref eq = strict_eq(X, s, &o->v[k], &args[0]);
      if (eq == TERM_NULL) { UNSUP(X, s, at, "a search for a string holding a number's text"); return; }
      /* includes is SameValueZero (§7.2.11): NaN finds NaN; indexOf is IsStrictlyEqual */
      if (inc && o->v[k].k == V_NUM && args[0].k == V_NUM)
        eq = term_or2(tc, eq, term_and2(tc, (term_ref)X->D.pred(tc, TN_ISNAN, o->v[k].t), (term_ref)X->D.pred(tc, TN_ISNAN, args[0].t)));
      r = inc ? term_or2(tc, eq, r) : term_ite(tc, eq, knum(X, k), r);
    }
    spush(X, s, inc ? vbool(r) : vnum(r));
  } else {
    UNSUP(X, s, at, "Array.prototype.%s", m);
    return;
  }
  push(X, out, s);
}

/* Math.x, Number.x, String.fromCharCode with evaluated args. 0 when name is not one of them. */
static int library_call(sx *X, const char *ns, const char *m, const sval *args, int nargs, sst *s, slist *out,
                        const ts_node *at) {
  term_ctx *tc = X->tc;
  const ts_ndom *D = &X->D;
  term_ref x, y;
  if (!strcmp(ns, "Math")) {
    static const char *const un[] = {"abs", "floor", "ceil", "trunc", "sqrt", "round", "sign"};
    for (int k = 0; k < 7; k++) {
      if (strcmp(m, un[k])) continue;
      if (!num_arg(X, s, args, nargs, 0, &x, at)) return 1;
      term_ref r = k == 5 ? (term_ref)ts_r_round(D, x) : k == 6 ? (term_ref)ts_r_sign(D, x)
                 : (term_ref)D->un(tc, k == 0 ? TN_ABS : k == 1 ? TN_FLOOR : k == 2 ? TN_CEIL : k == 3 ? TN_TRUNC : TN_SQRT, x);
      spush(X, s, vnum(r));
      push(X, out, s);
      return 1;
    }
    if (!strcmp(m, "max") || !strcmp(m, "min")) {
      int mx = !strcmp(m, "max");
      term_ref acc = knum(X, mx ? -INFINITY : INFINITY);
      for (int k = 0; k < nargs; k++) {
        if (!num_arg(X, s, args, nargs, k, &x, at)) return 1;
        acc = (term_ref)(mx ? ts_r_max : ts_r_min)(D, acc, x);
      }
      spush(X, s, vnum(acc));
      push(X, out, s);
      return 1;
    }
    if (!strcmp(m, "imul")) {
      if (!num_arg(X, s, args, nargs, 0, &x, at) || !num_arg(X, s, args, nargs, 1, &y, at)) return 1;
      spush(X, s, vnum((term_ref)ts_r_imul(D, x, y)));
      push(X, out, s);
      return 1;
    }
    return 0;
  }
  if (!strcmp(ns, "Number") && (!strcmp(m, "isInteger") || !strcmp(m, "isSafeInteger") || !strcmp(m, "isNaN") || !strcmp(m, "isFinite"))) {
    sval v = nargs ? args[0] : vundef();
    term_ref r = term_false(tc);
    if (v.k == V_NUM) {
      if (!strcmp(m, "isInteger")) r = (term_ref)ts_r_is_integer(D, v.t);
      else if (!strcmp(m, "isSafeInteger")) r = (term_ref)ts_r_is_safe_integer(D, v.t);
      else if (!strcmp(m, "isNaN")) r = (term_ref)D->pred(tc, TN_ISNAN, v.t);
      else r = term_not(tc, term_or2(tc, (term_ref)D->pred(tc, TN_ISNAN, v.t), (term_ref)D->pred(tc, TN_ISINF, v.t)));
    }
    spush(X, s, vbool(r));
    push(X, out, s);
    return 1;
  }
  if (!strcmp(ns, "String") && !strcmp(m, "fromCharCode")) {
    term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(nargs + 1));
    for (int k = 0; k < nargs; k++) {
      if (!num_arg(X, s, args, nargs, k, &x, at)) return 1;
      u[k] = term_extract(tc, 15, 0, (term_ref)ts_r_to_int32(D, x)); /* ToUint16 (§7.1.8) */
    }
    spush(X, s, vstr(nargs, u));
    push(X, out, s);
    return 1;
  }
  return 0;
}

/* console.log / console.error (an output event: its arguments' kinds name the call, their terms
 * are its arguments, so equal values print equal text). */
static void console_call(sx *X, const char *stream, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  if (nargs > 1 && args[0].k == V_STR) {
    /* a '%' in the first of several arguments makes it a format string (util.format), which the
     * interpreter does not model either */
    term_ref pct = term_false(X->tc);
    for (int i = 0; i < args[0].n; i++)
      if (!(args[0].nk && args[0].nk[i])) pct = term_or2(X->tc, pct, term_eq(X->tc, args[0].u[i], term_bv(X->tc, 16, '%')));
    sst *t, *f;
    fork(X, s, pct, &t, &f);
    if (t) UNSUP(X, t, at, "console.log with a format string ('%%' in its first argument)");
    if (!f) return;
    s = f;
  }
  strbuf w = STRBUF_INIT;
  sb_printf(&w, "console.%s(", strcmp(stream, "stdout") ? "error" : "log");
  term_ref *ta = arena_alloc(X->a, sizeof(term_ref) * (size_t)(nargs + 1));
  int nt = 0;
  for (int i = 0; i < nargs; i++) {
    const sval *v = &args[i];
    switch (v->k) {
    case V_NUM: sb_puts(&w, "n"); ta[nt++] = v->t; break;
    case V_BOOL: sb_puts(&w, "b"); ta[nt++] = term_ite(X->tc, v->t, term_bv(X->tc, 1, 1), term_bv(X->tc, 1, 0)); break;
    case V_STR: sb_puts(&w, "s"); ta[nt++] = str_enc(X, v); break;
    case V_UNDEF: sb_puts(&w, "u"); break;
    case V_NULL: sb_puts(&w, "l"); break;
    default:
      sb_free(&w);
      UNSUP(X, s, at, "console output of an object (its util.inspect layout is not followed symbolically)");
      return;
    }
    sb_puts(&w, i + 1 < nargs ? "," : "");
  }
  sb_puts(&w, ")");
  if (X->nouts == X->capouts) {
    int cap = X->capouts ? X->capouts * 2 : 16;
    rel_out_event *v = arena_alloc(X->a, sizeof(rel_out_event) * (size_t)cap);
    if (X->nouts) memcpy(v, X->outs, sizeof(rel_out_event) * (size_t)X->nouts);
    X->outs = v, X->capouts = cap;
  }
  X->outs[X->nouts++] = (rel_out_event){.guard = s->g, .what = arena_strdup(X->a, sb_str(&w)), .nargs = nt, .args = ta, .stream = stream};
  sb_free(&w);
  spush(X, s, vundef());
  push(X, out, s);
}

/* Calls top-level function fn on args (§10.2.1 [[Call]]: a new scope of its parameters, run
 * inlined to the inline depth). */
static void call_fn(sx *X, const ts_node *fn, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  if (fn->flags & TS_F_ASYNC) { UNSUP(X, s, at, "a call of async function '%s'", fn->name); return; }
  if ((unsigned)s->depth >= X->inline_depth) {
    X->bound_hits++;
    unknown(X, s, at, "call depth %u reached (calls are inlined to that depth)", X->inline_depth);
    return;
  }
  int fb = s->fb, nb = s->nb;
  s->fb = s->nb;
  s->depth++;
  for (int i = 0; i < fn->list.n; i++) {
    const ts_node *pm = fn->list.v[i];
    if (pm->a) { UNSUP(X, s, pm, "a parameter with a default value"); return; }
    declare(X, s, pm->name, i < nargs ? args[i] : vundef(), 0);
  }
  slist r = {0};
  if (fn->a) { /* an expression body (never for a function declaration) */
    UNSUP(X, s, at, "an expression-bodied function");
    return;
  }
  hoist(X, s, &fn->list2);
  exec_list(X, &fn->list2, s, &r);
  slist done = {0};
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    t->nb = nb, t->fb = fb, t->depth--;
    if (t->comp == K_THROW) { push(X, &done, t); continue; }
    if (t->comp == K_BREAK || t->comp == K_CONTINUE) { UNSUP(X, t, at, "break or continue out of a function"); continue; }
    spush(X, t, t->comp == K_RETURN ? t->ret : vundef());
    t->comp = K_NORMAL;
    t->ret = vundef();
    push(X, &done, t);
  }
  merge(X, &done);
  for (int k = 0; k < done.n; k++) push(X, out, done.v[k]);
}

/* A call's n evaluated arguments, popped off state t's value stack (the last pushed is the last). */
static sval *pop_args(sx *X, sst *t, int n) {
  sval *args = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
  for (int i = n - 1; i >= 0; i--) args[i] = spop(t);
  return args;
}

/* The callee of a call: a member call's receiver and method name, or a function by name. */
static void eval_call(sx *X, const ts_node *e, sst *s, slist *out) {
  const ts_node *cal = e->a;
  if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional call"); return; }
  for (int i = 0; i < e->list.n; i++)
    if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "a spread argument"); return; }
  if (cal->k == TS_MEMBER && cal->a->k == TS_ID && !lookup(s, cal->a->name) &&
      (!strcmp(cal->a->name, "Math") || !strcmp(cal->a->name, "Number") || !strcmp(cal->a->name, "String") ||
       !strcmp(cal->a->name, "console"))) {
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      int n = e->list.n;
      sval *args = pop_args(X, t, n);
      if (!strcmp(cal->a->name, "console")) {
        if (!strcmp(cal->name, "log") || !strcmp(cal->name, "error")) console_call(X, !strcmp(cal->name, "log") ? "stdout" : "stderr", args, n, t, out, e);
        else UNSUP(X, t, e, "console.%s", cal->name);
      } else if (!library_call(X, cal->a->name, cal->name, args, n, t, out, e)) {
        UNSUP(X, t, e, "%s.%s", cal->a->name, cal->name);
      }
    }
    return;
  }
  if (cal->k == TS_MEMBER) {
    /* a method of a string or an array: the receiver, then the arguments */
    const ts_node **es = arena_alloc(X->a, sizeof(ts_node *) * (size_t)(e->list.n + 2));
    es[0] = cal->a;
    for (int i = 0; i < e->list.n; i++) es[i + 1] = e->list.v[i];
    slist r = {0};
    eval_all(X, es, e->list.n + 1, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      int n = e->list.n;
      sval *args = pop_args(X, t, n);
      sval recv = spop(t);
      if (recv.k == V_STR) string_method(X, &recv, cal->name, args, n, t, out, e);
      else if (recv.k == V_ARR) array_method(X, recv.n, cal->name, args, n, t, out, e);
      else if (recv.k == V_NUM && !strcmp(cal->name, "toString") && n == 0) {
        sval sv; /* Number.prototype.toString() (§21.1.3.6): radix 10 is ToString */
        if (to_string(X, t, &recv, &sv, e)) spush(X, t, sv), push(X, out, t);
      }
      else if (recv.k == V_UNDEF || recv.k == V_NULL)
        throw_err(X, t, out, "TypeError", arena_printf(X->a, "Cannot read properties of %s (reading '%s')", recv.k == V_UNDEF ? "undefined" : "null", cal->name));
      else UNSUP(X, t, e, "method '%s' of a %s", cal->name, recv.k == V_NUM ? "number" : recv.k == V_BOOL ? "boolean" : "value of this kind");
    }
    return;
  }
  if (cal->k == TS_ID && !lookup(s, cal->name) &&
      (!strcmp(cal->name, "String") || !strcmp(cal->name, "Number") || !strcmp(cal->name, "Boolean"))) {
    /* String(v), Number(v), Boolean(v) called as functions (§22.1.1.1, §21.1.1.1, §20.3.1.1) */
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sval v = vundef();
      for (int i = e->list.n - 1; i >= 0; i--) {
        sval x = spop(t);
        if (i == 0) v = x;
      }
      term_ref d;
      if (!strcmp(cal->name, "Boolean")) {
        spush(X, t, vbool(e->list.n ? truthy(X, &v) : term_false(X->tc)));
      } else if (!strcmp(cal->name, "Number")) {
        if (!e->list.n) d = knum(X, 0);
        else if (v.k >= V_ARR || !to_number(X, &v, &d)) { UNSUP(X, t, e, "Number() of a value whose conversion is not modelled"); continue; }
        spush(X, t, vnum(d));
      } else {
        sval sv = vstr(0, NULL);
        if (e->list.n && !to_string(X, t, &v, &sv, e)) continue;
        spush(X, t, sv);
      }
      push(X, out, t);
    }
    return;
  }
  if (cal->k == TS_ID) {
    sbind *b = lookup(s, cal->name);
    if (b && b->tdz) { throw_tdz(X, s, out, cal->name); return; }
    const ts_node *fn = b && b->v.k == V_FN ? b->v.fn : NULL;
    if (!fn) { UNSUP(X, s, e, "a call of '%s' (only the module's top-level functions are followed)", cal->name); return; }
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      int n = e->list.n;
      sval *args = pop_args(X, t, n);
      call_fn(X, fn, args, n, t, out, e);
    }
    return;
  }
  UNSUP(X, s, e, "a call of a computed function");
}

/* obj[idx] on a string or array whose index is a number (§10.4.3 string exotic objects, §10.4.2
 * arrays): the element, or undefined outside; a symbolic index forks per position. */
static void index_read(sx *X, sval o, sval idx, sst *s, slist *out, const ts_node *at) {
  term_ctx *tc = X->tc;
  if (idx.k != V_NUM) { UNSUP(X, s, at, "an index that is not a number"); return; }
  if (has_num(&o)) { UNSUP(X, s, at, "an index into a string holding the text of a number that depends on the input"); return; }
  int n = o.k == V_STR ? o.n : s->h[o.n].n;
  /* a canonical numeric index k: idx equal to k (-0 reads as "0", §7.1.21 CanonicalNumericIndexString) */
  term_ref hit_any = term_false(tc);
  sst *rest = s;
  for (int k = 0; k < n && rest; k++) {
    term_ref hit = (term_ref)X->D.cmp(tc, TN_EQ, idx.t, knum(X, k));
    hit_any = term_or2(tc, hit_any, hit);
    sst *t, *f;
    fork(X, rest, hit, &t, &f);
    if (t) {
      if (o.k == V_STR) spush(X, t, vstr(1, o.u + k));
      else spush(X, t, t->h[o.n].v[k]);
      push(X, out, t);
    }
    rest = f;
  }
  if (rest) {
    spush(X, rest, vundef());
    push(X, out, rest);
  }
}

static void eval_member(sx *X, const ts_node *e, sst *s, slist *out) {
  if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional chain"); return; }
  if (e->a->k == TS_ID && !lookup(s, e->a->name)) {
    static const struct { const char *ns, *m; double v; } k[] = {
      {"Number", "MAX_SAFE_INTEGER", 9007199254740991.0}, {"Number", "MIN_SAFE_INTEGER", -9007199254740991.0},
      {"Number", "EPSILON", 2.220446049250313e-16}, {"Number", "MAX_VALUE", 1.7976931348623157e308},
      {"Number", "MIN_VALUE", 5e-324}, {"Number", "POSITIVE_INFINITY", INFINITY}, {"Number", "NEGATIVE_INFINITY", -INFINITY},
      {"Number", "NaN", NAN}};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
      if (!strcmp(e->a->name, k[i].ns) && !strcmp(e->name, k[i].m)) {
        spush(X, s, vnum(knum(X, k[i].v)));
        push(X, out, s);
        return;
      }
    UNSUP(X, s, e, "%s.%s", e->a->name, e->name);
    return;
  }
  slist r = {0};
  eval(X, e->a, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { push(X, out, t); continue; }
    sval o = spop(t);
    if (o.k == V_STR && has_num(&o)) {
      UNSUP(X, t, e, "'%s' of a string holding the text of a number that depends on the input", e->name);
      continue;
    } else if (!strcmp(e->name, "length") && (o.k == V_STR || o.k == V_ARR)) {
      spush(X, t, vnum(knum(X, o.k == V_STR ? o.n : t->h[o.n].n)));
    } else if (o.k == V_ERR && !strcmp(e->name, "message")) {
      sval m = vstr(o.n, o.u);
      m.nk = o.nk; /* the message's number tokens with it */
      spush(X, t, m);
    } else if (o.k == V_ERR && !strcmp(e->name, "name")) {
      spush(X, t, vascii(X, o.ename));
    } else if (o.k == V_UNDEF || o.k == V_NULL) {
      throw_err(X, t, out, "TypeError", arena_printf(X->a, "Cannot read properties of %s (reading '%s')", o.k == V_UNDEF ? "undefined" : "null", e->name));
      continue;
    } else {
      UNSUP(X, t, e, "property '%s' of this value", e->name);
      continue;
    }
    push(X, out, t);
  }
}

/* Stores v into the target of an assignment (an identifier or arr[i]); s is pushed or dropped. */
static void store(sx *X, const ts_node *target, sval v, sval obj, sval idx, sst *s, slist *out) {
  if (target->k == TS_ID) {
    sbind *b = lookup(s, target->name);
    if (!b) { UNSUP(X, s, target, "assignment to the global '%s'", target->name); return; }
    if (b->tdz) { throw_tdz(X, s, out, target->name); return; }
    if (b->is_const) { throw_err(X, s, out, "TypeError", "Assignment to constant variable."); return; }
    b->v = v;
    push(X, out, s);
    return;
  }
  if (obj.k != V_ARR || idx.k != V_NUM) { UNSUP(X, s, target, "assignment to a property of this value"); return; }
  double k;
  sobj *o = &s->h[obj.n];
  if (!const_int(X, idx.t, &k) || (term_ref)X->D.cmp(X->tc, TN_EQ, idx.t, knum(X, k)) != term_true(X->tc) || k < 0 ||
      k > o->n || k >= STR_MAX) {
    UNSUP(X, s, target, "an array element store at an index that depends on the input or leaves a hole");
    return;
  }
  if ((int)k == o->n) {
    sval *nv = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 2));
    if (o->n) memcpy(nv, o->v, sizeof(sval) * (size_t)o->n);
    o->v = nv, o->n++;
  }
  o->v[(int)k] = v;
  push(X, out, s);
}

/* Assignment, compound assignment and update (§13.15.2, §13.4): the target's reference first,
 * then the value; the result (old or new value) on the stack. */
static void eval_assign(sx *X, const ts_node *e, sst *s, slist *out) {
  const ts_node *t = e->a;
  int upd = e->k == TS_UPDATE;
  ts_op op = upd ? (e->op == TS_OP_INC ? TS_OP_ADD : TS_OP_SUB) : e->op;
  if (op == TS_OP_AND || op == TS_OP_OR || op == TS_OP_NULLISH) { UNSUP(X, s, e, "logical assignment"); return; }
  if (t->k != TS_ID && t->k != TS_INDEX) { UNSUP(X, s, e, "assignment to a %s", ts_kind_name(t->k)); return; }
  /* the reference: nothing for an identifier; the object and the index for arr[i] */
  slist refs = {0};
  if (t->k == TS_INDEX) {
    const ts_node *es[2] = {t->a, t->b};
    eval_all(X, es, 2, s, &refs);
  } else {
    push(X, &refs, s);
  }
  for (int k = 0; k < refs.n; k++) {
    sst *r = refs.v[k];
    if (r->comp != K_NORMAL) { push(X, out, r); continue; }
    sval obj = vundef(), idx = vundef();
    if (t->k == TS_INDEX) idx = spop(r), obj = spop(r);
    /* the old value, for a compound assignment or an update */
    sval old = vundef();
    if (op != TS_OP_SET) {
      if (t->k == TS_ID) {
        sbind *b = lookup(r, t->name);
        if (!b) { UNSUP(X, r, t, "assignment to the global '%s'", t->name); continue; }
        if (b->tdz) { throw_tdz(X, r, out, t->name); continue; }
        old = b->v;
      } else {
        slist o1 = {0};
        index_read(X, obj, idx, r, &o1, t);
        if (o1.n != 1) {
          for (int j = 0; j < o1.n; j++) UNSUP(X, o1.v[j], t, "a compound assignment to an element at an index that depends on the input");
          continue;
        }
        r = o1.v[0];
        old = spop(r);
      }
    }
    slist vals = {0};
    if (upd) {
      term_ref d;
      if (!to_number(X, &old, &d)) { UNSUP(X, r, e, "++ or -- of a value that is not a number"); continue; }
      old = vnum(d);
      spush(X, r, vnum(knum(X, 1)));
      push(X, &vals, r);
    } else {
      eval(X, e->b, r, &vals);
    }
    for (int j = 0; j < vals.n; j++) {
      sst *w = vals.v[j];
      if (w->comp != K_NORMAL) { push(X, out, w); continue; }
      sval rhs = spop(w);
      if (op == TS_OP_SET) {
        slist st = {0};
        store(X, t, rhs, obj, idx, w, &st);
        for (int q = 0; q < st.n; q++) {
          if (st.v[q]->comp == K_NORMAL) spush(X, st.v[q], rhs);
          push(X, out, st.v[q]);
        }
        continue;
      }
      slist nv = {0};
      binop(X, op, old, rhs, w, &nv, e);
      for (int q = 0; q < nv.n; q++) {
        sst *z = nv.v[q];
        sval res = spop(z);
        slist st = {0};
        store(X, t, res, obj, idx, z, &st);
        for (int y = 0; y < st.n; y++) {
          if (st.v[y]->comp == K_NORMAL) spush(X, st.v[y], upd && !(e->flags & TS_F_PREFIX) ? old : res);
          push(X, out, st.v[y]);
        }
      }
    }
  }
}

/* Forks s on the truth of the value on its stack: where true into t-list, false into f-list. */
static void branch_on(sx *X, sst *s, sst **t, sst **f) {
  sval c = spop(s);
  fork(X, s, truthy(X, &c), t, f);
}

static void eval(sx *X, const ts_node *e, sst *s, slist *out) {
  term_ctx *tc = X->tc;
  switch (e->k) {
  case TS_NUM: spush(X, s, vnum(knum(X, e->num))); push(X, out, s); return;
  case TS_STR: spush(X, s, vlit(X, e->s, e->slen)); push(X, out, s); return;
  case TS_BOOL: spush(X, s, vbool(term_bool(tc, e->num != 0))); push(X, out, s); return;
  case TS_NULL: spush(X, s, (sval){.k = V_NULL}); push(X, out, s); return;
  case TS_UNDEF: spush(X, s, vundef()); push(X, out, s); return;
  case TS_ID: {
    sbind *b = lookup(s, e->name);
    if (b && b->tdz) { throw_tdz(X, s, out, e->name); return; }
    if (b) spush(X, s, b->v);
    else if (!strcmp(e->name, "NaN")) spush(X, s, vnum(knum(X, NAN)));
    else if (!strcmp(e->name, "Infinity")) spush(X, s, vnum(knum(X, INFINITY)));
    else if (!strcmp(e->name, "undefined")) spush(X, s, vundef());
    else { UNSUP(X, s, e, "the global '%s'", e->name); return; }
    push(X, out, s);
    return;
  }
  case TS_TMPL: {
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list2.v, e->list2.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      int n = e->list2.n, ok = 1;
      sval *parts = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
      for (int i = n - 1; i >= 0; i--) parts[i] = spop(t);
      sval acc = vlit(X, e->list.v[0]->s, e->list.v[0]->slen);
      for (int i = 0; i < n && ok; i++) {
        sval ps;
        if (!(ok = to_string(X, t, &parts[i], &ps, e->list2.v[i]))) break;
        sval lit = vlit(X, e->list.v[i + 1]->s, e->list.v[i + 1]->slen);
        acc = concat(X, &acc, &ps);
        acc = concat(X, &acc, &lit);
      }
      if (!ok) continue;
      if (acc.n > STR_MAX) { UNSUP(X, t, e, "a string longer than %d code units", STR_MAX); continue; }
      spush(X, t, acc);
      push(X, out, t);
    }
    return;
  }
  case TS_ARR: {
    for (int i = 0; i < e->list.n; i++)
      if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "spread in an array literal"); return; }
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      int n = e->list.n;
      sval *items = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
      for (int i = n - 1; i >= 0; i--) items[i] = spop(t);
      sobj *h = arena_alloc(X->a, sizeof(sobj) * (size_t)(t->nh + 1));
      if (t->nh) memcpy(h, t->h, sizeof(sobj) * (size_t)t->nh);
      h[t->nh] = (sobj){n, items};
      t->h = h;
      spush(X, t, (sval){.k = V_ARR, .n = t->nh++});
      push(X, out, t);
    }
    return;
  }
  case TS_CALL: eval_call(X, e, s, out); return;
  case TS_MEMBER: eval_member(X, e, s, out); return;
  case TS_INDEX: {
    if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional chain"); return; }
    const ts_node *es[2] = {e->a, e->b};
    slist r = {0};
    eval_all(X, es, 2, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sval idx = spop(t), o = spop(t);
      if (o.k == V_STR || o.k == V_ARR) index_read(X, o, idx, t, out, e);
      else if (o.k == V_UNDEF || o.k == V_NULL) UNSUP(X, t, e, "an index of undefined or null");
      else UNSUP(X, t, e, "an index of this value");
    }
    merge(X, out);
    return;
  }
  case TS_NEW: {
    const ts_node *c = e->a;
    if (c->k != TS_ID || lookup(s, c->name) ||
        (strcmp(c->name, "Error") && strcmp(c->name, "TypeError") && strcmp(c->name, "RangeError"))) {
      UNSUP(X, s, e, "new of a class other than Error, TypeError, RangeError");
      return;
    }
    slist r = {0};
    eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sval msg = vstr(0, NULL);
      for (int i = e->list.n - 1; i >= 0; i--) {
        sval a = spop(t);
        if (i == 0 && a.k != V_UNDEF) msg = a;
      }
      if (e->list.n > 1) { UNSUP(X, t, e, "an error with options"); continue; }
      if (msg.k != V_STR && !to_string(X, t, &msg, &msg, e)) continue;
      spush(X, t, (sval){.k = V_ERR, .ename = c->name, .n = msg.n, .u = msg.u, .nk = msg.nk});
      push(X, out, t);
    }
    return;
  }
  case TS_UNARY: {
    slist r = {0};
    eval(X, e->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sval v = spop(t);
      term_ref d;
      switch (e->op) {
      case TS_OP_NOT: spush(X, t, vbool(term_not(tc, truthy(X, &v)))); break;
      case TS_OP_VOID: spush(X, t, vundef()); break;
      case TS_OP_TYPEOF: {
        static const char *const names[] = {"undefined", "object", "boolean", "number", "string", "object", "function", "object", "function"};
        spush(X, t, vascii(X, names[v.k]));
        break;
      }
      case TS_OP_SUB: case TS_OP_ADD: case TS_OP_BNOT:
        if (v.k >= V_ARR || !to_number(X, &v, &d)) { UNSUP(X, t, e, "unary '%s' of a value converted to a number that is not modelled", ts_op_name(e->op)); continue; }
        spush(X, t, vnum(e->op == TS_OP_SUB ? (term_ref)X->D.un(tc, TN_NEG, d) : e->op == TS_OP_ADD ? d : (term_ref)ts_r_bitnot(&X->D, d)));
        break;
      default: UNSUP(X, t, e, "unary operator '%s'", ts_op_name(e->op)); continue;
      }
      push(X, out, t);
    }
    return;
  }
  case TS_UPDATE:
  case TS_ASSIGN: eval_assign(X, e, s, out); merge(X, out); return;
  case TS_BIN: {
    const ts_node *es[2] = {e->a, e->b};
    slist r = {0};
    eval_all(X, es, 2, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sval b = spop(t), a = spop(t);
      binop(X, e->op, a, b, t, out, e);
    }
    merge(X, out);
    return;
  }
  case TS_LOGIC:
  case TS_COND: {
    /* §13.13 (&&, ||, ??) and §13.14 (?:): the left operand decides which expression runs */
    slist r = {0}, res = {0};
    eval(X, e->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, &res, t); continue; }
      if (e->k == TS_COND) {
        sst *yes, *no;
        branch_on(X, t, &yes, &no);
        if (yes) eval(X, e->b, yes, &res);
        if (no) eval(X, e->c, no, &res);
        continue;
      }
      sval a = t->stk[t->ns - 1];
      term_ref keep = e->op == TS_OP_AND ? term_not(tc, truthy(X, &a)) : e->op == TS_OP_OR ? truthy(X, &a)
                    : term_bool(tc, !(a.k == V_UNDEF || a.k == V_NULL));
      sst *yes, *no;
      fork(X, t, keep, &yes, &no);
      if (yes) push(X, &res, yes);
      if (no) {
        spop(no);
        eval(X, e->b, no, &res);
      }
    }
    merge(X, &res);
    for (int k = 0; k < res.n; k++) push(X, out, res.v[k]);
    return;
  }
  case TS_AWAIT: UNSUP(X, s, e, "await (promises are not modelled)"); return;
  case TS_FN: UNSUP(X, s, e, "a function expression (closures are not followed by the symbolic executor)"); return;
  default: UNSUP(X, s, e, "expression '%s'", ts_kind_name(e->k)); return;
  }
}

/* ---- statements */

static void exec(sx *X, const ts_node *st, sst *s, slist *out, const char *label);

static void exec_list(sx *X, const ts_list *l, sst *s, slist *out) {
  slist cur = {0};
  push(X, &cur, s);
  for (int i = 0; i < l->n; i++) {
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      if (cur.v[k]->comp != K_NORMAL) push(X, &next, cur.v[k]);
      else exec(X, l->v[i], cur.v[k], &next, NULL);
    }
    merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) push(X, out, cur.v[k]);
}

/* A block's declarations end with it (§14.2.2). */
static void exec_block(sx *X, const ts_list *l, sst *s, slist *out) {
  int nb = s->nb;
  for (int i = 0; i < l->n; i++)
    if (l->v[i]->k == TS_FUNC || l->v[i]->k == TS_CLASS) { UNSUP(X, s, l->v[i], "a nested function or class declaration"); return; }
  slist r = {0};
  hoist(X, s, l);
  exec_list(X, l, s, &r);
  for (int k = 0; k < r.n; k++) {
    r.v[k]->nb = nb;
    push(X, out, r.v[k]);
  }
}

static void exec_var(sx *X, const ts_node *v, sst *s, slist *out) {
  slist r = {0};
  if (v->a) eval(X, v->a, s, &r);
  else spush(X, s, vundef()), push(X, &r, s);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp == K_NORMAL) {
      sbind *b = NULL;
      for (int i = t->nb - 1; i >= t->fb && !b; i--)
        if (t->b[i].name == v->name && t->b[i].tdz) b = &t->b[i];
      if (b) b->v = spop(t), b->tdz = 0;
      else declare(X, t, v->name, spop(t), (v->flags & TS_F_CONST) != 0);
    }
    push(X, out, t);
  }
}

/* A loop body's completion for the loop (the interpreter's loop_ctl): 1 leave normally, 0 go on,
 * -1 propagate. */
static int loop_ctl(sst *t, const char *label) {
  if (t->comp == K_BREAK && (!t->label || t->label == label)) { t->comp = K_NORMAL, t->label = NULL; return 1; }
  if (t->comp == K_CONTINUE && (!t->label || t->label == label)) { t->comp = K_NORMAL, t->label = NULL; return 0; }
  return t->comp == K_NORMAL ? 0 : -1;
}

/* while, do-while and for (§14.7): iterations to the unroll bound, the states still looping then
 * unknown. */
static void exec_loop(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  const ts_node *cond = st->k == TS_FOR ? st->a : st->a;
  const ts_list *body = st->k == TS_FOR ? &st->list2 : &st->list;
  int nb = s->nb;
  slist cur = {0};
  if (st->k == TS_FOR) {
    hoist(X, s, &st->list);
    exec_list(X, &st->list, s, &cur); /* the initialisation, in the loop's scope */
  } else {
    push(X, &cur, s);
  }
  slist done = {0};
  for (unsigned it = 0;; it++) {
    slist go = {0};
    for (int k = 0; k < cur.n; k++) {
      sst *t = cur.v[k];
      if (t->comp != K_NORMAL) { push(X, &done, t); continue; }
      if (!cond || (st->k == TS_DO && it == 0)) { push(X, &go, t); continue; }
      slist cv = {0};
      eval(X, cond, t, &cv);
      for (int j = 0; j < cv.n; j++) {
        sst *c = cv.v[j];
        if (c->comp != K_NORMAL) { push(X, &done, c); continue; }
        sst *yes, *no;
        branch_on(X, c, &yes, &no);
        if (no) push(X, &done, no);
        if (yes) push(X, &go, yes);
      }
    }
    merge(X, &go);
    if (!go.n) break;
    if (it >= X->unroll) {
      for (int k = 0; k < go.n; k++) {
        X->bound_hits++;
        unknown(X, go.v[k], st, "loop not followed beyond %u iterations (--unroll)", X->unroll);
      }
      break;
    }
    if (X->deadline > 0 && rel_now() > X->deadline) {
      for (int k = 0; k < go.n; k++) {
        X->time_hits++;
        unknown(X, go.v[k], st, "time limit reached");
      }
      break;
    }
    slist nxt = {0};
    for (int k = 0; k < go.n; k++) {
      slist r = {0};
      exec_block(X, body, go.v[k], &r);
      for (int j = 0; j < r.n; j++) {
        sst *t = r.v[j];
        int c = loop_ctl(t, label);
        if (c != 0) { push(X, &done, t); continue; }
        if (st->k == TS_FOR && st->b) {
          slist u = {0};
          eval(X, st->b, t, &u);
          for (int q = 0; q < u.n; q++) {
            if (u.v[q]->comp == K_NORMAL) spop(u.v[q]);
            push(X, &nxt, u.v[q]);
          }
        } else {
          push(X, &nxt, t);
        }
      }
    }
    merge(X, &nxt);
    cur = nxt;
  }
  merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    push(X, out, done.v[k]);
  }
}

/* for (const x of arr | str) (§14.7.5): an array's elements while the index is below its length;
 * a string's code points (§22.1.5.1: a surrogate pair is one, a lone surrogate one by itself). */
static void exec_forof(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  term_ctx *tc = X->tc;
  int nb = s->nb;
  slist r = {0}, done = {0};
  eval(X, st->a, s, &r);
  typedef struct { sst *s; int pos; } item;
  for (int k = 0; k < r.n; k++) {
    sst *t0 = r.v[k];
    if (t0->comp != K_NORMAL) { push(X, &done, t0); continue; }
    sval it = spop(t0);
    if (it.k != V_STR && it.k != V_ARR) { UNSUP(X, t0, st->a, "for-of over a value other than an array or a string"); continue; }
    if (has_num(&it)) { UNSUP(X, t0, st->a, "for-of over a string holding the text of a number that depends on the input"); continue; }
    int cap = 64, nw = 1;
    item *work = arena_alloc(X->a, sizeof(item) * (size_t)cap);
    work[0] = (item){t0, 0};
    unsigned iters = 0;
    while (nw) {
      item w = work[--nw];
      sst *t = w.s;
      int n = it.k == V_STR ? it.n : t->h[it.n].n;
      if (w.pos >= n) { push(X, &done, t); continue; }
      if (++iters > X->unroll * 4 + 64) {
        X->bound_hits++;
        unknown(X, t, st, "for-of not followed beyond its bound");
        continue;
      }
      sst *one = t, *two = NULL;
      if (it.k == V_STR && w.pos + 1 < n) {
        term_ref hi = term_eq(tc, term_extract(tc, 15, 10, it.u[w.pos]), term_bv(tc, 6, 0x36));
        term_ref lo = term_eq(tc, term_extract(tc, 15, 10, it.u[w.pos + 1]), term_bv(tc, 6, 0x37));
        fork(X, t, term_and2(tc, hi, lo), &two, &one);
      }
      for (int w2 = 0; w2 < 2; w2++) {
        sst *b = w2 ? two : one;
        if (!b) continue;
        int len = w2 ? 2 : 1;
        sval x = it.k == V_STR ? vstr(len, it.u + w.pos) : b->h[it.n].v[w.pos];
        declare(X, b, st->name, x, (st->flags & TS_F_CONST) != 0);
        slist br = {0};
        exec_block(X, &st->list, b, &br);
        for (int j = 0; j < br.n; j++) {
          sst *q = br.v[j];
          q->nb = nb;
          int c = loop_ctl(q, label);
          if (c != 0) { push(X, &done, q); continue; }
          if (nw == cap) {
            item *nwv = arena_alloc(X->a, sizeof(item) * (size_t)cap * 2);
            memcpy(nwv, work, sizeof(item) * (size_t)cap);
            work = nwv, cap *= 2;
          }
          work[nw++] = (item){q, w.pos + len};
        }
      }
    }
  }
  merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    push(X, out, done.v[k]);
  }
}

/* switch (§14.12): cases compared by ===, in order; from the first that matches (or default) the
 * bodies run on, falling through, to a break. */
static void exec_switch(sx *X, const ts_node *st, sst *s, slist *out) {
  int nb = s->nb;
  slist r = {0}, done = {0};
  eval(X, st->a, s, &r);
  int dflt = -1;
  for (int i = 0; i < st->list.n; i++)
    if (!st->list.v[i]->a) dflt = i;
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { push(X, &done, t); continue; }
    sval d = spop(t);
    for (int i = 0; i < st->list.n; i++) hoist(X, t, &st->list.v[i]->list); /* one scope for all cases */
    /* which case each input starts at: unmatched states test the next case */
    slist *start = arena_alloc(X->a, sizeof(slist) * (size_t)(st->list.n + 1));
    memset(start, 0, sizeof(slist) * (size_t)(st->list.n + 1));
    slist un = {0};
    push(X, &un, t);
    for (int i = 0; i < st->list.n; i++) {
      const ts_node *cs = st->list.v[i];
      if (!cs->a) continue;
      slist nu = {0};
      for (int j = 0; j < un.n; j++) {
        slist cv = {0};
        eval(X, cs->a, un.v[j], &cv);
        for (int q = 0; q < cv.n; q++) {
          sst *c = cv.v[q];
          if (c->comp != K_NORMAL) { push(X, &done, c); continue; }
          sval v = spop(c);
          sst *yes, *no;
          term_ref eq = strict_eq(X, c, &d, &v);
          if (eq == TERM_NULL) { UNSUP(X, c, cs->a, "a case of a string holding a number's text"); continue; }
          fork(X, c, eq, &yes, &no);
          if (yes) push(X, &start[i], yes);
          if (no) push(X, &nu, no);
        }
      }
      un = nu;
    }
    if (dflt >= 0) {
      for (int j = 0; j < un.n; j++) push(X, &start[dflt], un.v[j]);
    } else {
      for (int j = 0; j < un.n; j++) push(X, &done, un.v[j]);
    }
    /* run the bodies from each start, falling through */
    slist run = {0};
    for (int i = 0; i < st->list.n; i++) {
      for (int j = 0; j < start[i].n; j++) push(X, &run, start[i].v[j]);
      merge(X, &run);
      slist nr = {0};
      for (int j = 0; j < run.n; j++) exec_list(X, &st->list.v[i]->list, run.v[j], &nr);
      run = (slist){0};
      for (int j = 0; j < nr.n; j++) {
        sst *q = nr.v[j];
        if (q->comp == K_BREAK && !q->label) { q->comp = K_NORMAL; push(X, &done, q); }
        else if (q->comp != K_NORMAL) push(X, &done, q);
        else push(X, &run, q);
      }
    }
    for (int j = 0; j < run.n; j++) push(X, &done, run.v[j]);
  }
  merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    push(X, out, done.v[k]);
  }
}

static void exec(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  if (X->deadline > 0 && rel_now() > X->deadline) {
    X->time_hits++;
    unknown(X, s, st, "time limit reached");
    return;
  }
  slist r = {0};
  switch (st->k) {
  case TS_EMPTY: push(X, out, s); return;
  case TS_CLASS: {
    /* a class of the module: bound, not followed (its uses are unsupported); what runs when it is
     * defined (a heritage expression, static initialisers) is refused with it */
    if (s->depth > 0) { UNSUP(X, s, st, "a class declaration inside a function"); return; }
    if (st->a && st->a->k != TS_ID) { UNSUP(X, s, st->a, "a class heritage expression"); return; }
    for (int i = 0; i < st->list.n; i++) {
      const ts_node *m = st->list.v[i];
      if ((m->flags & TS_F_STATIC) && m->k != TS_METHOD) { UNSUP(X, s, m, "a static member of a class (run when it is defined)"); return; }
    }
    declare(X, s, st->name, (sval){.k = V_OPQ}, 1);
    push(X, out, s);
    return;
  }
  case TS_FUNC:
    /* the module's are hoisted; one inside a function is not followed (it would shadow) */
    if (s->depth > 0) { UNSUP(X, s, st, "a nested function declaration"); return; }
    push(X, out, s);
    return;
  case TS_VAR: exec_var(X, st, s, out); return;
  case TS_VARS: exec_list(X, &st->list, s, out); return;
  case TS_EXPR:
    eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      if (r.v[k]->comp == K_NORMAL) spop(r.v[k]);
      push(X, out, r.v[k]);
    }
    return;
  case TS_IF:
    eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { push(X, out, t); continue; }
      sst *yes, *no;
      branch_on(X, t, &yes, &no);
      if (yes) exec_block(X, &st->list, yes, out);
      if (no) exec_block(X, &st->list2, no, out);
    }
    return;
  case TS_BLOCK: exec_block(X, &st->list, s, out); return;
  case TS_WHILE: case TS_DO: case TS_FOR: exec_loop(X, st, s, out, label); return;
  case TS_FOROF: exec_forof(X, st, s, out, label); return;
  case TS_RETURN:
    if (st->a) eval(X, st->a, s, &r);
    else spush(X, s, vundef()), push(X, &r, s);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_NORMAL) t->ret = spop(t), t->comp = K_RETURN;
      push(X, out, t);
    }
    return;
  case TS_BREAK: case TS_CONTINUE:
    s->comp = st->k == TS_BREAK ? K_BREAK : K_CONTINUE;
    s->label = st->name;
    push(X, out, s);
    return;
  case TS_THROW:
    eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_NORMAL) t->ret = spop(t), t->comp = K_THROW;
      push(X, out, t);
    }
    return;
  case TS_TRY: {
    /* §14.15.3: the handler runs on an exception; finally on every completion, and its own
     * abrupt completion replaces the try's */
    int nb = s->nb;
    exec_block(X, &st->list, s, &r);
    slist h = {0};
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_THROW && st->has_handler) {
        t->comp = K_NORMAL;
        if (st->name) declare(X, t, st->name, t->ret, 0);
        t->ret = vundef();
        slist hr = {0};
        exec_block(X, &st->list2, t, &hr);
        for (int j = 0; j < hr.n; j++) hr.v[j]->nb = nb, push(X, &h, hr.v[j]);
      } else {
        push(X, &h, t);
      }
    }
    if (!st->has_finally) {
      for (int k = 0; k < h.n; k++) push(X, out, h.v[k]);
      return;
    }
    for (int k = 0; k < h.n; k++) {
      sst *t = h.v[k];
      int comp = t->comp;
      sval ret = t->ret;
      const char *lab = t->label;
      t->comp = K_NORMAL;
      slist fr = {0};
      exec_block(X, &st->list3, t, &fr);
      for (int j = 0; j < fr.n; j++) {
        sst *q = fr.v[j];
        if (q->comp == K_NORMAL) q->comp = comp, q->ret = ret, q->label = lab;
        push(X, out, q);
      }
    }
    return;
  }
  case TS_SWITCH: exec_switch(X, st, s, out); return;
  case TS_LABEL:
    if (st->list.n == 1 && (st->list.v[0]->k == TS_WHILE || st->list.v[0]->k == TS_DO || st->list.v[0]->k == TS_FOR ||
                            st->list.v[0]->k == TS_FOROF))
      exec(X, st->list.v[0], s, &r, st->name);
    else
      exec_block(X, &st->list, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_BREAK && t->label == st->name) t->comp = K_NORMAL, t->label = NULL;
      push(X, out, t);
    }
    return;
  default: UNSUP(X, s, st, "statement '%s'", ts_kind_name(st->k)); return;
  }
}

/* ---- the summary */

/* The text of a thrown value as docs/ts.md's show() writes it (the interpreter's "Uncaught" line),
 * when it is the same on every input of the state; NULL otherwise. */
static const char *shown(sx *X, const sval *v) {
  strbuf sb = STRBUF_INIT;
  char buf[40];
  const char *r = NULL;
  switch (v->k) {
  case V_UNDEF: r = "undefined"; break;
  case V_NULL: r = "null"; break;
  case V_BOOL:
    if (term_is_const(X->tc, v->t)) r = v->t == term_true(X->tc) ? "true" : "false";
    break;
  case V_NUM:
    if (term_is_const(X->tc, v->t)) {
      uint64_t bits = (uint64_t)term_bv_value(X->tc, v->t);
      double d;
      memcpy(&d, &bits, sizeof d);
      r = arena_strdup(X->a, d == 0 && signbit(d) ? "-0" : ts_num_str(d, buf));
    }
    break;
  case V_STR:
  case V_ERR:
    if (!is_const_str(X, v)) break;
    /* a string as JSON.stringify writes it (every unit outside printable ASCII as \uXXXX: one
     * text per string); an error as "Name: message" */
    if (v->k == V_ERR) sb_printf(&sb, "%s: ", v->ename);
    else sb_putc(&sb, '"');
    for (int i = 0; i < v->n; i++) {
      unsigned c = (unsigned)term_bv_value(X->tc, v->u[i]);
      if (v->k == V_ERR && c >= 0x20 && c < 0x7f) sb_putc(&sb, (char)c);
      else if (c == '"' || c == '\\') sb_printf(&sb, "\\%c", c);
      else if (c >= 0x20 && c < 0x7f) sb_putc(&sb, (char)c);
      else sb_printf(&sb, "\\u%04x", c);
    }
    if (v->k == V_STR) sb_putc(&sb, '"');
    r = arena_strdup(X->a, sb_str(&sb));
    break;
  default: break;
  }
  sb_free(&sb);
  return r;
}

/* The result type a function's declared return type gives (rel_rtype), 0; -1 when not modelled. */
static int rtype_of(const ts_type *t, rel_rtype *rt) {
  if (!t) return -1;
  switch (t->k) {
  case TT_NUMBER: *rt = (rel_rtype){REL_V_FLOAT, 64, 0}; return 0;
  case TT_BOOLEAN: *rt = (rel_rtype){REL_V_BOOL, 1, 0}; return 0;
  case TT_STRING: *rt = (rel_rtype){REL_V_OPAQUE, 0, 0}; return 0; /* str_enc's array */
  case TT_VOID: case TT_UNDEFINED: *rt = (rel_rtype){REL_V_VOID, 0, 0}; return 0;
  default: return -1;
  }
}

static void finish(sx *X, sst *t, const rel_rtype *rt, const ts_node *fn) {
  term_ctx *tc = X->tc;
  if (t->comp == K_THROW) {
    const char *txt = shown(X, &t->ret);
    term_ref arg = TERM_NULL;
    if (!txt && has_num(&t->ret)) {
      /* one number token among constant units: the text is a template and the token its argument
       * (rel_path: equal templates with equal arguments are one text), ts_numstr of the number as
       * in str_enc; the template marks the token's place with \x01 */
      sval m = t->ret;
      int ntok = 0, pos = -1;
      for (int i = 0; i < m.n; i++)
        if (m.nk[i]) ntok++, pos = i;
      if (ntok == 1) {
        term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(m.n + 1));
        memcpy(u, m.u, sizeof(term_ref) * (size_t)m.n);
        u[pos] = term_bv(tc, 16, 1);
        m.u = u, m.nk = NULL;
        term_sort f64 = term_sort_fp(tc, 11, 53);
        arg = term_app(tc, term_fun_declare(tc, "ts_numstr", 1, &f64, term_sort_bv(tc, 64)), &t->ret.nk[pos], 1);
        if ((txt = shown(X, &m))) txt = arena_printf(X->a, "%s (\\x01: the text of a number)", txt);
      }
    }
    if (!txt) { unknown(X, t, fn, "unsupported: an uncaught exception whose text depends on the input"); return; }
    add_path(X, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = t->g, .value = arg,
                           .reason = arena_printf(X->a, "Uncaught %s", txt), .loc = place(X, fn)});
    return;
  }
  if (t->comp == K_BREAK || t->comp == K_CONTINUE) { UNSUP(X, t, fn, "break or continue out of a function"); return; }
  sval v = t->comp == K_RETURN ? t->ret : vundef();
  term_ref val = TERM_NULL;
  switch (rt->kind) {
  case REL_V_FLOAT:
    if (v.k != V_NUM) { UNSUP(X, t, fn, "a returned value of another type than the declared number"); return; }
    val = v.t;
    break;
  case REL_V_BOOL:
    if (v.k != V_BOOL) { UNSUP(X, t, fn, "a returned value of another type than the declared boolean"); return; }
    val = term_ite(tc, v.t, term_bv(tc, 1, 1), term_bv(tc, 1, 0));
    break;
  case REL_V_OPAQUE:
    if (v.k != V_STR) { UNSUP(X, t, fn, "a returned value of another type than the declared string"); return; }
    val = str_enc(X, &v);
    break;
  default:
    if (v.k != V_UNDEF) { UNSUP(X, t, fn, "a returned value from a void function"); return; }
    break;
  }
  add_path(X, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_RETURNED, .guard = t->g, .value = val, .loc = "?"});
}

static const ts_node *find_unit(const ts_program *p, const char *unit) {
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *f = p->body.v[i];
    if (f->k == TS_FUNC && !(f->flags & TS_F_OVERLOAD) && f->name && !strcmp(f->name, unit)) return f;
  }
  return NULL;
}

int ts_symex(const ts_program *p, const char *unit, term_ctx *tc, const uint32_t *vars, int n, const rel_sym_opts *o,
             rel_summary *out, arena *a, char *why, size_t whyn) {
  const ts_node *fn = find_unit(p, unit);
  if (!fn) { snprintf(why, whyn, "no top-level function '%s'", unit); return -1; }
  if (fn->flags & TS_F_ASYNC) { snprintf(why, whyn, "function '%s' is async: promises are not modelled by the symbolic executor", unit); return -1; }
  if (n != fn->list.n) { snprintf(why, whyn, "'%s' takes %d parameters, not %d", unit, fn->list.n, n); return -1; }
  rel_rtype rt;
  if (rtype_of(fn->type, &rt) < 0) {
    snprintf(why, whyn, "a result of type %s is not modelled by the symbolic executor (number, boolean, string or void)",
             fn->type && fn->type->text ? fn->type->text : "other than number, boolean, string or void");
    return -1;
  }
  sx X = {0};
  X.tc = tc, X.a = a, X.p = p;
  ts_ndom_terms(&X.D, tc);
  X.unroll = o && o->unroll ? o->unroll : 16;
  X.inline_depth = o && o->inline_depth ? o->inline_depth : 8;
  X.deadline = o ? o->deadline : 0;
  X.f64 = term_sort_fp(tc, 11, 53);
  /* the module's top level first, as node runs it on import: its functions hoisted, then its
   * statements (constants, output) */
  sst *s0 = arena_alloc(a, sizeof(sst));
  memset(s0, 0, sizeof *s0);
  s0->g = term_true(tc);
  s0->b = arena_alloc(a, sizeof(sbind) * 4);
  s0->stk = arena_alloc(a, sizeof(sval) * 8);
  s0->h = arena_alloc(a, sizeof(sobj));
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *f = p->body.v[i];
    if (f->k == TS_FUNC && !(f->flags & TS_F_OVERLOAD) && f->name) declare(&X, s0, f->name, (sval){.k = V_FN, .fn = f}, 0);
  }
  slist top = {0};
  hoist(&X, s0, &p->body);
  exec_list(&X, &p->body, s0, &top);
  if (top.n != 1 || top.v[0]->comp != K_NORMAL || X.npaths) {
    snprintf(why, whyn, "the module's top level is not followed by the symbolic executor%s%s",
             X.npaths ? ": " : "", X.npaths ? X.paths[0].reason : "");
    return -1;
  }
  sst *s = top.v[0];
  X.gtop = s->gtop = s->nb;
  s->fb = s->nb;
  /* the parameters: a string's or array's length is split into one state per length */
  slist init = {0};
  push(&X, &init, s);
  term_ref pre = term_true(tc);
  int nseq = 0, nstr = 0;
  for (int i = 0; i < n; i++) {
    const ts_node *pm = fn->list.v[i];
    const ts_type *t = pm->type;
    if (pm->a) { snprintf(why, whyn, "parameter '%s' has a default value", pm->name); return -1; }
    slist next = {0};
    if (t && (t->k == TT_NUMBER || t->k == TT_BOOLEAN)) {
      sval v = t->k == TT_NUMBER ? vnum(vars[i]) : vbool(term_eq(tc, vars[i], term_bv(tc, 1, 1)));
      for (int k = 0; k < init.n; k++) declare(&X, init.v[k], pm->name, v, 0), push(&X, &next, init.v[k]);
    } else if (t && (t->k == TT_STRING || (t->k == TT_ARRAY && t->of && (t->of->k == TT_NUMBER || t->of->k == TT_BOOLEAN)))) {
      const char *base = term_var_name(tc, vars[i]);
      term_ref len = term_var(tc, arena_printf(a, "%s_len", base), term_sort_bv(tc, 8));
      pre = term_and2(tc, pre, term_mk2(tc, OP_BVULE, len, term_bv(tc, 8, TS_SYM_SEQ_CAP)));
      nseq++;
      nstr += t->k == TT_STRING;
      for (int k = 0; k < init.n; k++) {
        for (int l = 0; l <= TS_SYM_SEQ_CAP; l++) {
          sst *c = copy(&X, init.v[k], term_and2(tc, init.v[k]->g, term_eq(tc, len, term_bv(tc, 8, (uint64_t)l))));
          sval v;
          if (t->k == TT_STRING) {
            term_ref *u = arena_alloc(a, sizeof(term_ref) * (size_t)(l + 1));
            for (int j = 0; j < l; j++) u[j] = term_var(tc, arena_printf(a, "%s_u%d", base, j), term_sort_bv(tc, 16));
            v = vstr(l, u);
          } else {
            sval *items = arena_alloc(a, sizeof(sval) * (size_t)(l + 1));
            for (int j = 0; j < l; j++) {
              const char *en = arena_printf(a, "%s_e%d", base, j);
              items[j] = t->of->k == TT_NUMBER ? vnum(term_var(tc, en, X.f64))
                                               : vbool(term_eq(tc, term_var(tc, en, term_sort_bv(tc, 1)), term_bv(tc, 1, 1)));
            }
            sobj *h = arena_alloc(a, sizeof(sobj) * (size_t)(c->nh + 1));
            if (c->nh) memcpy(h, c->h, sizeof(sobj) * (size_t)c->nh);
            h[c->nh] = (sobj){l, items};
            c->h = h;
            v = (sval){.k = V_ARR, .n = c->nh++};
          }
          declare(&X, c, pm->name, v, 0);
          push(&X, &next, c);
        }
      }
    } else {
      snprintf(why, whyn, "parameter '%s': only number, boolean and string parameters and arrays of numbers or booleans are modelled by the symbolic executor", pm->name);
      return -1;
    }
    init = next;
    if (init.n > 1000) { snprintf(why, whyn, "too many string and array parameters (one state per length of each)"); return -1; }
  }
  for (int k = 0; k < init.n; k++) {
    sst *c = init.v[k];
    c->depth = 1;
    slist r = {0};
    hoist(&X, c, &fn->list2);
    exec_list(&X, &fn->list2, c, &r);
    merge(&X, &r);
    for (int j = 0; j < r.n; j++) finish(&X, r.v[j], &rt, fn);
  }
  memset(out, 0, sizeof *out);
  out->rtype = rt;
  out->npaths = X.npaths;
  out->paths = X.paths;
  out->bound_hits = X.bound_hits;
  out->time_hits = X.time_hits;
  out->nout = X.nouts;
  out->out = X.outs;
  if (nseq) {
    out->pre = pre;
    out->assume = nstr && nseq > nstr
                    ? arena_printf(a, "every string parameter holds at most %d UTF-16 code units (any units, lone surrogates included) and every array at most %d elements",
                                   TS_SYM_SEQ_CAP, TS_SYM_SEQ_CAP)
                  : nstr ? arena_printf(a, "every string parameter holds at most %d UTF-16 code units (any units, lone surrogates included)", TS_SYM_SEQ_CAP)
                         : arena_printf(a, "every array parameter holds at most %d elements", TS_SYM_SEQ_CAP);
  }
  return 0;
}

/* ---- counterexamples */

int ts_sym_tree_value(const char *shape, uint32_t base, term_ctx *tc, uint32_t (*eval)(void *ectx, uint32_t t), void *ectx,
                      rel_value *out, arena *a) {
  const char *bn = term_var_name(tc, base);
  if (!bn) return -1;
  term_ref lv = eval(ectx, term_var(tc, arena_printf(a, "%s_len", bn), term_sort_bv(tc, 8)));
  uint64_t len = lv == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, lv);
  if (len > TS_SYM_SEQ_CAP) return -1;
  if (shape[0] == 's') {
    uint16_t u[TS_SYM_SEQ_CAP + 1];
    for (uint64_t k = 0; k < len; k++) {
      term_ref c = eval(ectx, term_var(tc, arena_printf(a, "%s_u%d", bn, (int)k), term_sort_bv(tc, 16)));
      u[k] = c == TERM_NULL ? 'a' : (uint16_t)term_bv_value(tc, c);
    }
    /* WTF-8: a surrogate pair as its code point's 4 bytes, a lone surrogate as 3 (ts_args reads both) */
    char *b = arena_alloc(a, len * 4 + 1);
    size_t m = 0;
    for (uint64_t k = 0; k < len; k++) {
      uint32_t c = u[k];
      if (c >= 0xd800 && c <= 0xdbff && k + 1 < len && u[k + 1] >= 0xdc00 && u[k + 1] <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (u[k + 1] - 0xdc00u);
        k++;
      }
      if (c < 0x80) b[m++] = (char)c;
      else if (c < 0x800) b[m++] = (char)(0xc0 | (c >> 6)), b[m++] = (char)(0x80 | (c & 0x3f));
      else if (c < 0x10000) b[m++] = (char)(0xe0 | (c >> 12)), b[m++] = (char)(0x80 | ((c >> 6) & 0x3f)), b[m++] = (char)(0x80 | (c & 0x3f));
      else b[m++] = (char)(0xf0 | (c >> 18)), b[m++] = (char)(0x80 | ((c >> 12) & 0x3f)), b[m++] = (char)(0x80 | ((c >> 6) & 0x3f)), b[m++] = (char)(0x80 | (c & 0x3f));
    }
    *out = rel_v_bytes(a, b, m);
    return 0;
  }
  if (shape[0] != '[' || (shape[1] != 'n' && shape[1] != 'b')) return -1;
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (len + 1));
  for (uint64_t k = 0; k < len; k++) {
    const char *en = arena_printf(a, "%s_e%d", bn, (int)k);
    if (shape[1] == 'n') {
      term_ref c = eval(ectx, term_var(tc, en, term_sort_fp(tc, 11, 53)));
      uint64_t bits = c == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, c);
      double d;
      memcpy(&d, &bits, sizeof d);
      items[k] = rel_v_double(d);
    } else {
      term_ref c = eval(ectx, term_var(tc, en, term_sort_bv(tc, 1)));
      items[k] = rel_v_bool(c != TERM_NULL && term_bv_value(tc, c) != 0);
    }
  }
  *out = rel_v_agg(a, items, (int)len);
  return 0;
}
