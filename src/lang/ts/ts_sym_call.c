/* ts_sym_call.c — the TypeScript symbolic executor's calls: the module's top-level functions
 * (inlined to the inline depth), console.log/error as output events, Math, Number and String
 * functions, String(), Number(), Boolean(), and the array methods (§23.1.3). */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* The array methods that call a function on each element (§23.1.3: map, filter, forEach, some,
 * every, find, findIndex, reduce), as the interpreter runs them: the length read once at the
 * start; an element removed meanwhile is skipped (find and findIndex visit it as undefined; map
 * over an array that shrinks is unsupported there too). Each state carries on its stack what the
 * method builds (map's and filter's new array, reduce's accumulator, or a placeholder that a
 * decision of some/every/find/findIndex replaces). */
static void array_iter(sx *X, int id, const char *m, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  enum { MAP, FILTER, EACH, SOME, EVERY, FIND, FINDI, REDUCE } w;
  if (!strcmp(m, "map")) w = MAP;
  else if (!strcmp(m, "filter")) w = FILTER;
  else if (!strcmp(m, "forEach")) w = EACH;
  else if (!strcmp(m, "some")) w = SOME;
  else if (!strcmp(m, "every")) w = EVERY;
  else if (!strcmp(m, "find")) w = FIND;
  else if (!strcmp(m, "findIndex")) w = FINDI;
  else w = REDUCE;
  sval cb = nargs ? args[0] : vundef();
  if (cb.k != V_FN) { UNSUP(X, s, at, "Array.prototype.%s with a callback the executor does not follow", m); return; }
  if (w != REDUCE && nargs > 1 && args[1].k != V_UNDEF) { UNSUP(X, s, at, "Array.prototype.%s with a thisArg", m); return; }
  sval arr = {.k = V_ARR, .n = id};
  int len = s->h[id].n, start = 0;
  if (w == REDUCE && nargs < 2) {
    /* §23.1.3.24 step 4: no initial value of an empty array throws */
    if (len == 0) { tsy_throw_err(X, s, out, "TypeError", "Reduce of empty array with no initial value"); return; }
    tsy_spush(X, s, s->h[id].v[0]);
    start = 1;
  } else if (w == REDUCE) {
    tsy_spush(X, s, args[1]);
  } else if (w == MAP || w == FILTER) {
    sval *items = arena_alloc(X->a, sizeof(sval) * (size_t)(len + 1));
    for (int i = 0; i < len; i++) items[i] = vundef();
    int r = tsy_new_obj(X, s, (sobj){.n = w == MAP ? len : 0, .v = items});
    tsy_spush(X, s, (sval){.k = V_ARR, .n = r});
  } else {
    tsy_spush(X, s, vundef());
  }
  slist cur = {0}, done = {0};
  tsy_push(X, &cur, s);
  for (int i = start; i < len && cur.n; i++) {
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      sst *t = cur.v[k];
      int present = i < t->h[id].n;
      if (!present && w == MAP) { UNSUP(X, t, at, "map over an array that shrinks (holes)"); continue; }
      if (!present && w != FIND && w != FINDI) { tsy_push(X, &next, t); continue; }
      sval el = present ? t->h[id].v[i] : vundef();
      sval a4[4];
      int na;
      if (w == REDUCE) a4[0] = spop(t), a4[1] = el, a4[2] = vnum(knum(X, i)), a4[3] = arr, na = 4;
      else a4[0] = el, a4[1] = vnum(knum(X, i)), a4[2] = arr, na = 3;
      slist r = {0};
      tsy_call_value(X, cb, vundef(), a4, na, t, &r, at);
      for (int j = 0; j < r.n; j++) {
        sst *q = r.v[j];
        if (q->comp != K_NORMAL) { tsy_push(X, &done, q); continue; }
        sval v = spop(q);
        if (w == REDUCE) { tsy_spush(X, q, v); tsy_push(X, &next, q); continue; }
        if (w == EACH) { tsy_push(X, &next, q); continue; }
        if (w == MAP) { q->h[q->stk[q->ns - 1].n].v[i] = v; tsy_push(X, &next, q); continue; }
        sst *yes, *no;
        tsy_fork(X, q, tsy_truthy(X, &v), &yes, &no);
        if (w == FILTER) {
          if (yes) {
            sobj *o = &yes->h[yes->stk[yes->ns - 1].n];
            sval *nv = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 1));
            if (o->n) memcpy(nv, o->v, sizeof(sval) * (size_t)o->n);
            nv[o->n] = el;
            o->v = nv, o->n++;
            tsy_push(X, &next, yes);
          }
          if (no) tsy_push(X, &next, no);
          continue;
        }
        /* some: a truthy result decides true; every: a falsy one false; find(Index): truthy */
        sst *decided = w == EVERY ? no : yes, *going = w == EVERY ? yes : no;
        if (decided) {
          spop(decided);
          tsy_spush(X, decided, w == SOME ? vbool(term_true(X->tc)) : w == EVERY ? vbool(term_false(X->tc))
                                : w == FIND ? el : vnum(knum(X, i)));
          tsy_push(X, &done, decided);
        }
        if (going) tsy_push(X, &next, going);
      }
    }
    tsy_merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) {
    sst *t = cur.v[k];
    if (w == SOME || w == EVERY || w == FIND || w == FINDI || w == EACH) {
      spop(t);
      tsy_spush(X, t, w == SOME ? vbool(term_false(X->tc)) : w == EVERY ? vbool(term_true(X->tc))
                    : w == FINDI ? vnum(knum(X, -1)) : vundef());
    }
    tsy_push(X, &done, t);
  }
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) tsy_push(X, out, done.v[k]);
}

/* An array method on heap object id (§23.1.3). */
static void array_method(sx *X, int id, const char *m, const sval *args, int nargs, sst *s, slist *out,
                         const ts_node *at) {
  sobj *o = &s->h[id];
  static const char *const iter[] = {"map", "filter", "forEach", "some", "every", "find", "findIndex", "reduce"};
  for (size_t i = 0; i < sizeof iter / sizeof iter[0]; i++)
    if (!strcmp(m, iter[i])) { array_iter(X, id, m, args, nargs, s, out, at); return; }
  if (!strcmp(m, "push")) {
    if (o->n + nargs > STR_MAX) { UNSUP(X, s, at, "an array longer than %d elements", STR_MAX); return; }
    sval *v = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + nargs + 1));
    if (o->n) memcpy(v, o->v, sizeof(sval) * (size_t)o->n);
    for (int i = 0; i < nargs; i++) v[o->n + i] = args[i];
    o->v = v, o->n += nargs;
    tsy_spush(X, s, vnum(knum(X, o->n)));
  } else if (!strcmp(m, "pop")) {
    if (o->n == 0) tsy_spush(X, s, vundef());
    else tsy_spush(X, s, o->v[--o->n]);
  } else if (!strcmp(m, "includes") || !strcmp(m, "indexOf")) {
    if (nargs != 1) { UNSUP(X, s, at, "Array.prototype.%s with a position", m); return; }
    term_ctx *tc = X->tc;
    int inc = !strcmp(m, "includes");
    term_ref r = inc ? term_false(tc) : knum(X, -1);
    for (int k = o->n - 1; k >= 0; k--) {
      /* includes is SameValueZero (§7.2.11): NaN finds NaN; indexOf is IsStrictlyEqual */
      term_ref eq = inc ? tsy_same_value_zero(X, s, &o->v[k], &args[0]) : tsy_strict_eq(X, s, &o->v[k], &args[0]);
      if (eq == TERM_NULL) { UNSUP(X, s, at, "a search for a string holding a number's text"); return; }
      r = inc ? term_or2(tc, eq, r) : term_ite(tc, eq, knum(X, k), r);
    }
    tsy_spush(X, s, inc ? vbool(r) : vnum(r));
  } else if (!strcmp(m, "join")) {
    /* §23.1.3.18: the separator (undefined: ","), between each element's ToString (undefined and
     * null: the empty string), as the interpreter joins */
    sval sep = nargs && args[0].k != V_UNDEF ? args[0] : tsy_vascii(X, ","), r = tsy_vascii(X, "");
    if (!tsy_to_string(X, s, &sep, &sep, at)) return;
    for (int k = 0; k < o->n; k++) {
      sval e = o->v[k];
      if (k) r = tsy_concat(X, &r, &sep);
      if (e.k == V_UNDEF || e.k == V_NULL) continue;
      if (!tsy_to_string(X, s, &e, &e, at)) return;
      r = tsy_concat(X, &r, &e);
      if (r.n > STR_MAX) { UNSUP(X, s, at, "a string longer than %d code units", STR_MAX); return; }
    }
    tsy_spush(X, s, r);
  } else {
    UNSUP(X, s, at, "Array.prototype.%s", m);
    return;
  }
  tsy_push(X, out, s);
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
      if (!tsy_num_arg(X, s, args, nargs, 0, &x, at)) return 1;
      term_ref r = k == 5 ? (term_ref)ts_r_round(D, x) : k == 6 ? (term_ref)ts_r_sign(D, x)
                 : (term_ref)D->un(tc, k == 0 ? TN_ABS : k == 1 ? TN_FLOOR : k == 2 ? TN_CEIL : k == 3 ? TN_TRUNC : TN_SQRT, x);
      tsy_spush(X, s, vnum(r));
      tsy_push(X, out, s);
      return 1;
    }
    if (!strcmp(m, "max") || !strcmp(m, "min")) {
      int mx = !strcmp(m, "max");
      term_ref acc = knum(X, mx ? -INFINITY : INFINITY);
      for (int k = 0; k < nargs; k++) {
        if (!tsy_num_arg(X, s, args, nargs, k, &x, at)) return 1;
        acc = (term_ref)(mx ? ts_r_max : ts_r_min)(D, acc, x);
      }
      tsy_spush(X, s, vnum(acc));
      tsy_push(X, out, s);
      return 1;
    }
    if (!strcmp(m, "imul")) {
      if (!tsy_num_arg(X, s, args, nargs, 0, &x, at) || !tsy_num_arg(X, s, args, nargs, 1, &y, at)) return 1;
      tsy_spush(X, s, vnum((term_ref)ts_r_imul(D, x, y)));
      tsy_push(X, out, s);
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
    tsy_spush(X, s, vbool(r));
    tsy_push(X, out, s);
    return 1;
  }
  if (!strcmp(ns, "String") && !strcmp(m, "fromCharCode")) {
    term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(nargs + 1));
    for (int k = 0; k < nargs; k++) {
      if (!tsy_num_arg(X, s, args, nargs, k, &x, at)) return 1;
      u[k] = term_extract(tc, 15, 0, (term_ref)ts_r_to_int32(D, x)); /* ToUint16 (§7.1.8) */
    }
    tsy_spush(X, s, vstr(nargs, u));
    tsy_push(X, out, s);
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
    tsy_fork(X, s, pct, &t, &f);
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
    case V_STR: sb_puts(&w, "s"); ta[nt++] = tsy_str_enc(X, v); break;
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
  tsy_out(X, s, arena_strdup(X->a, sb_str(&w)), ta, nt, stream);
  sb_free(&w);
  tsy_spush(X, s, vundef());
  tsy_push(X, out, s);
}

void tsy_fn_body(sx *X, const ts_node *fn, sst *s, slist *out) {
  if (fn->a) {
    /* an arrow's expression body: its value is returned (§15.3.5 ConciseBody) */
    slist v = {0};
    tsy_eval(X, fn->a, s, &v);
    for (int k = 0; k < v.n; k++) {
      if (v.v[k]->comp == K_NORMAL) v.v[k]->ret = spop(v.v[k]), v.v[k]->comp = K_RETURN;
      tsy_push(X, out, v.v[k]);
    }
  } else {
    tsy_hoist(X, s, &fn->list2);
    tsy_exec_list(X, &fn->list2, s, out);
  }
}

/* Runs function node fn (a top-level function, a function expression, a method or a
 * constructor) on args with this, in a new scope of its parameters seeing the captured ranges
 * env[0..nenv) (§10.2.1 [[Call]], §10.2.1.2 OrdinaryCallBindThis); run inlined to the inline
 * depth. A constructor's states keep undefined (new puts the object there). */
static void run_fn(sx *X, const ts_node *fn, const int *env, int nenv, sval thisv, const sval *args, int nargs, sst *s,
                   slist *out, const ts_node *at) {
  if ((unsigned)s->depth >= X->inline_depth) {
    X->bound_hits++;
    tsy_unknown(X, s, at, "call depth %u reached (calls are inlined to that depth)", X->inline_depth);
    return;
  }
  int fb = s->fb, nb = s->nb, onenv = s->nenv;
  const int *oenv = s->env;
  sval othis = s->thisv;
  s->fb = s->nb;
  s->env = env, s->nenv = nenv, s->thisv = thisv;
  s->depth++;
  for (int i = 0; i < fn->list.n; i++) {
    const ts_node *pm = fn->list.v[i];
    if (pm->a) { UNSUP(X, s, pm, "a parameter with a default value"); return; }
    tsy_declare(X, s, pm->name, i < nargs ? args[i] : vundef(), 0);
  }
  slist r = {0};
  /* an async function's awaits may run the queue only when it is await's operand in a function
   * whose awaits may (ts_sym_async.c); a plain function's callers go on after it returns */
  int oad = s->adrain, drain_ok = s->adrain && at && s->await_call == at;
  const ts_node *oac = s->await_call;
  s->await_call = NULL;
  if (fn->flags & TS_F_ASYNC) {
    tsy_async_body(X, fn, drain_ok, s, &r);
  } else {
    s->adrain = 0;
    tsy_fn_body(X, fn, s, &r);
  }
  slist done = {0};
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    t->adrain = oad, t->await_call = oac;
    t->nb = nb, t->fb = fb, t->depth--;
    t->env = oenv, t->nenv = onenv, t->thisv = othis;
    if (t->comp == K_THROW) { tsy_push(X, &done, t); continue; }
    if (t->comp == K_BREAK || t->comp == K_CONTINUE) { UNSUP(X, t, at, "break or continue out of a function"); continue; }
    tsy_spush(X, t, t->comp == K_RETURN && !(fn->k == TS_METHOD && fn->mkind == TS_M_CTOR) ? t->ret : vundef());
    t->comp = K_NORMAL;
    t->ret = vundef();
    tsy_push(X, &done, t);
  }
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) tsy_push(X, out, done.v[k]);
}

void tsy_call_value(sx *X, sval f, sval thisv, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  if (f.k != V_FN) { UNSUP(X, s, at, "a call of a value that is not a function the executor follows"); return; }
  if (!f.fn) {
    /* a promise's resolve (gen 1) or reject (gen 2) function (ts_sym_async.c, new Promise) */
    sval v = nargs ? args[0] : vundef();
    if (f.gen == 1 && !tsy_prom_resolve(X, s, f.n, v, at)) return;
    if (f.gen == 2) tsy_prom_reject(X, s, f.n, v);
    tsy_spush(X, s, vundef());
    tsy_push(X, out, s);
    return;
  }
  if (!f.clo) { run_fn(X, f.fn, NULL, 0, vundef(), args, nargs, s, out, at); return; } /* a top-level function */
  const sclo *c = f.clo;
  /* the bindings it captured must be the ones still there (sclo) */
  if (c->anchor >= 0 && (s->nb <= c->anchor || s->b[c->anchor].id != c->bid)) {
    UNSUP(X, s, at, "a call of a closure after the scope it captured has ended");
    return;
  }
  /* an arrow's this is its creator's; a function expression's the receiver (strict code: §10.2.1.2) */
  run_fn(X, f.fn, c->env, c->nenv, (f.fn->flags & TS_F_ARROW) ? c->thisv : thisv, args, nargs, s, out, at);
}

/* new C(args) for a class of the module (§10.2.2 [[Construct]] of a base class): a new object,
 * its instance fields initialised in order with this the object (§15.7.14, InitializeInstanceElements),
 * then the constructor's body; the object is the value (what the constructor returns is not
 * looked at, as in the interpreter). */
void tsy_construct(sx *X, const ts_node *cls, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  if (cls->a) { UNSUP(X, s, at, "new of a class that extends another"); return; }
  int id = tsy_new_obj(X, s, (sobj){.keys = arena_alloc(X->a, sizeof(char *)), .cls = cls});
  sval obj = {.k = V_OBJ, .n = id};
  slist cur = {0};
  tsy_push(X, &cur, s);
  const ts_node *ctor = NULL;
  for (int i = 0; i < cls->list.n; i++) {
    const ts_node *m = cls->list.v[i];
    if (m->k == TS_METHOD && m->mkind == TS_M_CTOR) ctor = m;
    if (m->k != TS_FIELD || (m->flags & TS_F_STATIC)) continue;
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      sst *t = cur.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, &next, t); continue; }
      if (!m->a) { tsy_prop_set(X, t, id, m->name, vundef()); tsy_push(X, &next, t); continue; }
      /* the initialiser runs as a method of the object would (this is the object) */
      sval othis = t->thisv;
      int ofb = t->fb, onb = t->nb, onenv = t->nenv;
      const int *oenv = t->env;
      t->thisv = obj, t->fb = t->nb, t->env = NULL, t->nenv = 0;
      slist v = {0};
      tsy_eval(X, m->a, t, &v);
      for (int j = 0; j < v.n; j++) {
        sst *q = v.v[j];
        q->thisv = othis, q->fb = ofb, q->nb = onb, q->env = oenv, q->nenv = onenv;
        if (q->comp == K_NORMAL) tsy_prop_set(X, q, id, m->name, spop(q));
        tsy_push(X, &next, q);
      }
    }
    tsy_merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) {
    sst *t = cur.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    if (!ctor) { tsy_spush(X, t, obj); tsy_push(X, out, t); continue; }
    slist r = {0};
    run_fn(X, ctor, NULL, 0, obj, args, nargs, t, &r, at);
    for (int j = 0; j < r.n; j++) {
      if (r.v[j]->comp == K_NORMAL) spop(r.v[j]), tsy_spush(X, r.v[j], obj);
      tsy_push(X, out, r.v[j]);
    }
  }
}

sval *tsy_pop_args(sx *X, sst *t, int n) {
  sval *args = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
  for (int i = n - 1; i >= 0; i--) args[i] = spop(t);
  return args;
}

/* The callee of a call: a member call's receiver and method name, or a function by name. */
void tsy_eval_call(sx *X, const ts_node *e, sst *s, slist *out) {
  const ts_node *cal = e->a;
  if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional call"); return; }
  for (int i = 0; i < e->list.n; i++)
    if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "a spread argument"); return; }
  if (cal->k == TS_MEMBER && cal->a->k == TS_ID && !tsy_lookup(s, cal->a->name) &&
      (!strcmp(cal->a->name, "Math") || !strcmp(cal->a->name, "Number") || !strcmp(cal->a->name, "String") ||
       !strcmp(cal->a->name, "console") || !strcmp(cal->a->name, "Promise"))) {
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      int n = e->list.n;
      sval *args = tsy_pop_args(X, t, n);
      if (!strcmp(cal->a->name, "console")) {
        if (!strcmp(cal->name, "log") || !strcmp(cal->name, "error")) console_call(X, !strcmp(cal->name, "log") ? "stdout" : "stderr", args, n, t, out, e);
        else UNSUP(X, t, e, "console.%s", cal->name);
      } else if (!strcmp(cal->a->name, "Promise")) {
        if (!tsy_promise_static(X, cal->name, args, n, t, out, e)) UNSUP(X, t, e, "Promise.%s", cal->name);
      } else if (!library_call(X, cal->a->name, cal->name, args, n, t, out, e)) {
        UNSUP(X, t, e, "%s.%s", cal->a->name, cal->name);
      }
    }
    return;
  }
  const sval *w = cal->k == TS_MEMBER ? tsy_wide_of(s, cal->a) : NULL;
  if (w) { tsy_wide_call(X, w, e, 0, s, out); return; }
  if (cal->k == TS_MEMBER) {
    /* the receiver; an object's method is read before the arguments run (§13.3.6.1 EvaluateCall
     * after the member's GetValue), a string's or an array's built-in after (no difference) */
    slist r0 = {0};
    tsy_eval(X, cal->a, s, &r0);
    for (int k0 = 0; k0 < r0.n; k0++) {
      sst *t0 = r0.v[k0];
      if (t0->comp != K_NORMAL) { tsy_push(X, out, t0); continue; }
      sval recv = t0->stk[t0->ns - 1];
      sval callee = vundef();
      const ts_node *meth = NULL;
      if (recv.k == V_OBJ) {
        const sobj *o = &t0->h[recv.n];
        int i = tsy_prop(o, cal->name);
        if (i >= 0) callee = o->v[i];
        else if (o->cls && (meth = tsy_class_member(o->cls, cal->name, 0)) && meth->mkind != TS_M_METHOD) {
          UNSUP(X, t0, e, "a call of accessor '%s'", cal->name);
          continue;
        }
        if (i < 0 && !meth) {
          UNSUP(X, t0, e, "a call of property '%s' the object does not have", cal->name);
          continue;
        }
      } else if (recv.k == V_CLS) {
        if (!(meth = tsy_class_member(recv.fn, cal->name, 1)) || meth->mkind != TS_M_METHOD) {
          UNSUP(X, t0, e, "static member '%s' of a class", cal->name);
          continue;
        }
      }
      slist r = {0};
      tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, t0, &r);
      for (int k = 0; k < r.n; k++) {
        sst *t = r.v[k];
        if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
        int n = e->list.n;
        sval *args = tsy_pop_args(X, t, n);
        spop(t); /* the receiver */
        if (meth) run_fn(X, meth, NULL, 0, recv, args, n, t, out, e); /* a class's method: the module's scope */
        else if (recv.k == V_OBJ) tsy_call_value(X, callee, recv, args, n, t, out, e);
        else if (recv.k == V_STR) tsy_string_method(X, &recv, cal->name, args, n, t, out, e);
        else if (recv.k == V_ARR) array_method(X, recv.n, cal->name, args, n, t, out, e);
        else if (recv.k == V_MAP || recv.k == V_SET) tsy_coll_method(X, recv, cal->name, args, n, t, out, e);
        else if (recv.k == V_PROM) {
          if (!tsy_promise_method(X, recv.n, cal->name, args, n, t, out, e)) UNSUP(X, t, e, "Promise.prototype.%s", cal->name);
        }
        else if (recv.k == V_NUM && !strcmp(cal->name, "toString") && n == 0) {
          sval sv; /* Number.prototype.toString() (§21.1.3.6): radix 10 is ToString */
          if (tsy_to_string(X, t, &recv, &sv, e)) tsy_spush(X, t, sv), tsy_push(X, out, t);
        }
        else if (recv.k == V_UNDEF || recv.k == V_NULL)
          tsy_throw_err(X, t, out, "TypeError", arena_printf(X->a, "Cannot read properties of %s (reading '%s')", recv.k == V_UNDEF ? "undefined" : "null", cal->name));
        else UNSUP(X, t, e, "method '%s' of a %s", cal->name, recv.k == V_NUM ? "number" : recv.k == V_BOOL ? "boolean" : "value of this kind");
      }
    }
    return;
  }
  if (cal->k == TS_ID && !tsy_lookup(s, cal->name) &&
      (!strcmp(cal->name, "String") || !strcmp(cal->name, "Number") || !strcmp(cal->name, "Boolean"))) {
    /* String(v), Number(v), Boolean(v) called as functions (§22.1.1.1, §21.1.1.1, §20.3.1.1) */
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval v = vundef();
      for (int i = e->list.n - 1; i >= 0; i--) {
        sval x = spop(t);
        if (i == 0) v = x;
      }
      term_ref d;
      if (!strcmp(cal->name, "Boolean")) {
        tsy_spush(X, t, vbool(e->list.n ? tsy_truthy(X, &v) : term_false(X->tc)));
      } else if (!strcmp(cal->name, "Number")) {
        if (!e->list.n) d = knum(X, 0);
        else if (v.k >= V_ARR || !tsy_to_number(X, &v, &d)) { UNSUP(X, t, e, "Number() of a value whose conversion is not modelled"); continue; }
        tsy_spush(X, t, vnum(d));
      } else {
        sval sv = vstr(0, NULL);
        if (e->list.n && !tsy_to_string(X, t, &v, &sv, e)) continue;
        tsy_spush(X, t, sv);
      }
      tsy_push(X, out, t);
    }
    return;
  }
  if (cal->k == TS_ID) {
    sbind *b = tsy_lookup(s, cal->name);
    if (b && b->tdz) { tsy_throw_tdz(X, s, out, cal->name); return; }
    if (!b || b->v.k != V_FN) { UNSUP(X, s, e, "a call of '%s' (only the module's functions and closures are followed)", cal->name); return; }
    sval f = b->v; /* the callee before the arguments (§13.3.6.1) */
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      int n = e->list.n;
      sval *args = tsy_pop_args(X, t, n);
      tsy_call_value(X, f, vundef(), args, n, t, out, e);
    }
    return;
  }
  UNSUP(X, s, e, "a call of a computed function");
}
