/* ts_promise.c — promise objects as ECMA-262 (2022) §27.2 defines them: states, reactions,
 * resolving functions, the jobs they enqueue, and the library's Promise (constructor, then, catch,
 * finally, resolve, reject, all), plus node's setTimeout and clearTimeout. Only %Promise% exists:
 * subclassing Promise is refused (ts_exec.c), so SpeciesConstructor is always %Promise%. */
#include <math.h>
#include <string.h>

#include "lang/ts/ts_async.h"

static ts_val arg(const ts_val *args, int nargs, int i) { return i < nargs ? args[i] : ts_undef(); }

/* IsCallable (§7.2.3): a class constructor is callable (its [[Call]] throws). */
static int callable(ts_val v) {
  return v.t == TV_OBJ && (v.o->k == TO_FUNC || v.o->k == TO_BUILTIN || v.o->k == TO_CLASS);
}

static ts_obj *native(ts_rt *r, const char *name, ts_native_fn fn, void *data) {
  ts_obj *o = ts_obj_new(r, TO_BUILTIN, r->object_proto);
  struct ts_native *n = arena_alloc(r->a, sizeof *n);
  n->fn = fn;
  n->data = data;
  o->native = n;
  o->name = name;
  o->bid = -1;
  return o;
}

ts_comp ts_native_call(ts_rt *r, ts_obj *f, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                       const ts_node *at) {
  *out = ts_undef();
  return f->native->fn(r, f, thisv, args, nargs, out, at);
}

ts_obj *ts_promise_new(ts_rt *r) {
  ts_obj *o = ts_obj_new(r, TO_PLAIN, r->loop->promise_proto);
  o->klass = r->loop->promise_cls;
  o->name = "Promise"; /* a member not modelled goes wrong, it is not undefined */
  o->prom = arena_alloc(r->a, sizeof *o->prom);
  o->prom->result = ts_undef();
  return o;
}

ts_obj *ts_promise_of(ts_val v) { return v.t == TV_OBJ && v.o->prom ? v.o : NULL; }

/* TriggerPromiseReactions (§27.2.1.8): one job per reaction, in the order they were added. */
static void settle(ts_rt *r, ts_obj *p, ts_pstate st, ts_val v) {
  struct ts_promise *s = p->prom;
  s->state = st;
  s->result = v;
  /* RejectPromise step 7: the host tracks a rejection no handler has seen yet */
  if (st == TP_REJECTED && !s->handled) ts_loop_track_rejection(r, p);
  ts_reaction *re = s->reactions;
  int n = s->nreactions;
  s->reactions = NULL;
  s->nreactions = s->capreactions = 0;
  for (int i = 0; i < n; i++) ts_loop_reaction(r, re[i], st == TP_REJECTED, v);
}

void ts_promise_reject(ts_rt *r, ts_obj *p, ts_val reason) { settle(r, p, TP_REJECTED, reason); }

/* Get(resolution, "then") for any object: an own or inherited property (a getter runs); library
 * objects (arrays, Maps, functions, namespaces) have no then in ECMAScript, so undefined. */
static ts_comp get_then(ts_rt *r, ts_val v, ts_val *then, const ts_node *at) {
  *then = ts_undef();
  const ts_str *key = ts_str_ascii(r, "then");
  int guard = 0;
  for (ts_obj *o = v.o; o && guard < 10000; o = o->proto, guard++) {
    ts_prop *q = ts_own_prop(o, key);
    if (!q) continue;
    if (q->get) return ts_call(r, ts_objv(q->get), v, NULL, 0, then, at);
    if (!q->set) *then = q->v;
    return C_NORMAL;
  }
  return C_NORMAL;
}

ts_comp ts_promise_resolve(ts_rt *r, ts_obj *p, ts_val res, const ts_node *at) {
  if (res.t == TV_OBJ && res.o == p) {
    /* step 7: a promise resolved with itself (V8's message) */
    ts_throw_error(r, r->type_error_cls, "Chaining cycle detected for promise #<Promise>");
    ts_promise_reject(r, p, r->ret);
    return C_NORMAL;
  }
  if (res.t != TV_OBJ) {
    settle(r, p, TP_FULFILLED, res);
    return C_NORMAL;
  }
  ts_val then;
  ts_comp c = get_then(r, res, &then, at);
  if (c == C_THROW) {
    ts_promise_reject(r, p, r->ret);
    return C_NORMAL;
  }
  if (c != C_NORMAL) return c;
  if (!callable(then)) {
    settle(r, p, TP_FULFILLED, res);
    return C_NORMAL;
  }
  /* step 14: a thenable (a promise too) is adopted one job later */
  ts_loop_thenable(r, p, res, then, at);
  return C_NORMAL;
}

/* CreateResolvingFunctions (§27.2.1.3): resolve and reject share alreadyResolved. */
typedef struct resolving {
  ts_obj *p;
  int already;
} resolving;

static ts_comp resolve_fn(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                          const ts_node *at) {
  (void)thisv, (void)out;
  resolving *d = self->native->data;
  if (d->already) return C_NORMAL;
  d->already = 1;
  return ts_promise_resolve(r, d->p, arg(args, nargs, 0), at);
}

static ts_comp reject_fn(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                         const ts_node *at) {
  (void)thisv, (void)out, (void)at;
  resolving *d = self->native->data;
  if (d->already) return C_NORMAL;
  d->already = 1;
  ts_promise_reject(r, d->p, arg(args, nargs, 0));
  return C_NORMAL;
}

static void resolving_functions(ts_rt *r, ts_obj *p, ts_obj **res, ts_obj **rej) {
  resolving *d = arena_alloc(r->a, sizeof *d);
  d->p = p;
  *res = native(r, "", resolve_fn, d);
  *rej = native(r, "", reject_fn, d);
}

void ts_promise_then(ts_rt *r, ts_obj *p, ts_reaction re) {
  struct ts_promise *s = p->prom;
  if (s->state == TP_PENDING) {
    if (s->nreactions == s->capreactions) {
      int cap = s->capreactions ? s->capreactions * 2 : 2;
      ts_reaction *n = arena_alloc(r->a, (size_t)cap * sizeof *n);
      if (s->nreactions) memcpy(n, s->reactions, (size_t)s->nreactions * sizeof *n);
      s->reactions = n;
      s->capreactions = cap;
    }
    s->reactions[s->nreactions++] = re;
  } else {
    /* a settled promise: the job is queued now (step 10-11); HostPromiseRejectionTracker's
     * "handle" is the handled flag set below, which the loop reads when it checks */
    ts_loop_reaction(r, re, s->state == TP_REJECTED, s->result);
  }
  s->handled = 1;
}

/* NewPromiseReactionJob (§27.2.2.1) */
ts_comp ts_promise_reaction_job(ts_rt *r, const ts_reaction *re, int rejected, ts_val v) {
  if (re->co) return ts_async_resume(r, re->co, rejected, v);
  ts_val h = rejected ? re->on_rejected : re->on_fulfilled;
  int threw = rejected;
  if (h.t != TV_UNDEF) {
    ts_val res;
    ts_comp c = ts_call(r, h, ts_undef(), &v, 1, &res, re->at);
    if (c == C_WRONG) return c;
    threw = c == C_THROW;
    v = threw ? r->ret : res;
  }
  if (!re->cap) return C_NORMAL;
  if (threw) {
    ts_promise_reject(r, re->cap, v);
    return C_NORMAL;
  }
  return ts_promise_resolve(r, re->cap, v, re->at);
}

/* NewPromiseResolveThenableJob (§27.2.2.2) */
ts_comp ts_promise_thenable_job(ts_rt *r, ts_obj *p, ts_val thenable, ts_val then, const ts_node *at) {
  ts_obj *res, *rej;
  resolving_functions(r, p, &res, &rej);
  ts_val a[2] = {ts_objv(res), ts_objv(rej)}, ignored;
  ts_comp c = ts_call(r, then, thenable, a, 2, &ignored, at);
  if (c == C_THROW) {
    ts_val e = r->ret;
    return ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  return c == C_WRONG ? c : C_NORMAL;
}

ts_comp ts_promise_coerce(ts_rt *r, ts_val x, ts_obj **out, const ts_node *at) {
  /* x.constructor is %Promise% for every promise: a program cannot reach .constructor (the front
   * end refuses it) nor subclass Promise */
  ts_obj *p = ts_promise_of(x);
  if (p) {
    *out = p;
    return C_NORMAL;
  }
  *out = ts_promise_new(r);
  return ts_promise_resolve(r, *out, x, at);
}

/* Invoke(v, name, args) (§7.3.20) */
static ts_comp invoke(ts_rt *r, ts_val v, const char *name, const ts_val *args, int nargs, ts_val *out,
                      const ts_node *at) {
  ts_val f;
  ts_comp c = ts_get(r, v, ts_str_ascii(r, name), &f, at);
  if (c != C_NORMAL) return c;
  return ts_call(r, f, v, args, nargs, out, at);
}

/* ---- Promise.prototype (§27.2.5) ---- */

static ts_comp incompatible(ts_rt *r, const char *method, ts_val thisv) {
  const char *what = thisv.t == TV_UNDEF ? "undefined" : thisv.t == TV_NULL ? "null" : "#<Object>";
  return ts_throw_error(r, r->type_error_cls, "Method Promise.prototype.%s called on incompatible receiver %s", method,
                        what);
}

static ts_comp p_then(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                      const ts_node *at) {
  (void)self;
  ts_obj *p = ts_promise_of(thisv);
  if (!p) return incompatible(r, "then", thisv);
  ts_obj *d = ts_promise_new(r);
  ts_val f = arg(args, nargs, 0), g = arg(args, nargs, 1);
  ts_reaction re = {d, callable(f) ? f : ts_undef(), callable(g) ? g : ts_undef(), NULL, at};
  ts_promise_then(r, p, re);
  *out = ts_objv(d);
  return C_NORMAL;
}

static ts_comp p_catch(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                       const ts_node *at) {
  (void)self;
  ts_val a[2] = {ts_undef(), arg(args, nargs, 0)};
  return invoke(r, thisv, "then", a, 2, out, at);
}

/* finally's closures (§27.2.5.3.1-2) and the thunks they return. */
typedef struct fin {
  ts_val on_finally;
  ts_val v;
} fin;

static ts_comp value_thunk(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                           const ts_node *at) {
  (void)r, (void)thisv, (void)args, (void)nargs, (void)at;
  *out = ((fin *)self->native->data)->v;
  return C_NORMAL;
}

static ts_comp thrower(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                       const ts_node *at) {
  (void)thisv, (void)args, (void)nargs, (void)out, (void)at;
  r->ret = ((fin *)self->native->data)->v;
  return C_THROW;
}

static ts_comp finally_step(ts_rt *r, ts_obj *self, const ts_val *args, int nargs, ts_val *out, const ts_node *at,
                            ts_native_fn thunk) {
  fin *d = self->native->data;
  ts_val res;
  ts_comp c = ts_call(r, d->on_finally, ts_undef(), NULL, 0, &res, at);
  if (c != C_NORMAL) return c;
  ts_obj *p;
  if ((c = ts_promise_coerce(r, res, &p, at)) != C_NORMAL) return c;
  fin *t = arena_alloc(r->a, sizeof *t);
  t->v = arg(args, nargs, 0);
  ts_val f = ts_objv(native(r, "", thunk, t));
  return invoke(r, ts_objv(p), "then", &f, 1, out, at);
}

static ts_comp then_finally(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                            const ts_node *at) {
  (void)thisv;
  return finally_step(r, self, args, nargs, out, at, value_thunk);
}

static ts_comp catch_finally(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                             const ts_node *at) {
  (void)thisv;
  return finally_step(r, self, args, nargs, out, at, thrower);
}

static ts_comp p_finally(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                         const ts_node *at) {
  (void)self;
  if (thisv.t != TV_OBJ) return incompatible(r, "finally", thisv);
  if (!ts_promise_of(thisv))
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "Promise.prototype.finally on an object that is not a promise");
  ts_val f = arg(args, nargs, 0);
  ts_val a[2] = {f, f};
  if (callable(f)) {
    fin *d = arena_alloc(r->a, sizeof *d);
    d->on_finally = f;
    a[0] = ts_objv(native(r, "", then_finally, d));
    a[1] = ts_objv(native(r, "", catch_finally, d));
  }
  return invoke(r, thisv, "then", a, 2, out, at);
}

/* ---- the Promise constructor and its statics (§27.2.3-4) ---- */

ts_comp ts_promise_construct(ts_rt *r, ts_obj *cls, const ts_val *args, int nargs, ts_val *out, const ts_node *at) {
  (void)cls;
  ts_val ex = arg(args, nargs, 0);
  if (!callable(ex))
    return ts_throw_error(r, r->type_error_cls, "Promise resolver %s is not a function",
                          ex.t == TV_UNDEF ? "undefined" : ex.t == TV_NULL ? "null" : "#<Object>");
  ts_obj *p = ts_promise_new(r), *res, *rej;
  resolving_functions(r, p, &res, &rej);
  ts_val a[2] = {ts_objv(res), ts_objv(rej)}, ignored;
  ts_comp c = ts_call(r, ex, ts_undef(), a, 2, &ignored, at);
  if (c == C_THROW) {
    ts_val e = r->ret;
    c = ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  if (c != C_NORMAL) return c;
  *out = ts_objv(p);
  return C_NORMAL;
}

static ts_comp promise_called(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                              const ts_node *at) {
  (void)self, (void)thisv, (void)args, (void)nargs, (void)out, (void)at;
  return ts_throw_error(r, r->type_error_cls, "Promise constructor cannot be invoked without 'new'");
}

/* The statics need this to be %Promise% (NewPromiseCapability(C)). */
static ts_comp check_ctor(ts_rt *r, ts_val thisv, const char *what, const ts_node *at) {
  if (thisv.t == TV_OBJ && thisv.o == r->loop->promise_cls) return C_NORMAL;
  if (thisv.t != TV_OBJ) return ts_throw_error(r, r->type_error_cls, "%s called on non-object", what);
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "%s with a receiver other than Promise", what);
}

static ts_comp s_resolve(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                         const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "PromiseResolve", at);
  if (c != C_NORMAL) return c;
  ts_obj *p;
  if ((c = ts_promise_coerce(r, arg(args, nargs, 0), &p, at)) != C_NORMAL) return c;
  *out = ts_objv(p);
  return C_NORMAL;
}

static ts_comp s_reject(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                        const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "Promise.reject", at);
  if (c != C_NORMAL) return c;
  ts_obj *p = ts_promise_new(r);
  ts_promise_reject(r, p, arg(args, nargs, 0));
  *out = ts_objv(p);
  return C_NORMAL;
}

/* Promise.all's shared record and its resolve element functions (§27.2.4.1.3). */
typedef struct all_state {
  ts_val *values;
  size_t n, cap;
  int remaining;
  ts_obj *resolve; /* the capability's resolving functions */
} all_state;

typedef struct all_elem {
  all_state *s;
  size_t index;
  int called;
} all_elem;

/* One more element's place in the shared record, undefined until its function writes it. */
static void all_slot(ts_rt *r, all_state *s) {
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 8;
    ts_val *nv = arena_alloc(r->a, cap * sizeof *nv);
    if (s->n) memcpy(nv, s->values, s->n * sizeof *nv);
    s->values = nv;
    s->cap = cap;
  }
  s->values[s->n++] = ts_undef();
}

static ts_comp all_done(ts_rt *r, all_state *s, const ts_node *at) {
  ts_obj *a = ts_array_new(r, s->n); /* CreateArrayFromList */
  for (size_t i = 0; i < s->n; i++) a->items[i] = s->values[i];
  ts_val v = ts_objv(a), ignored;
  return ts_call(r, ts_objv(s->resolve), ts_undef(), &v, 1, &ignored, at);
}

static ts_comp all_element(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                           const ts_node *at) {
  (void)thisv, (void)out;
  all_elem *e = self->native->data;
  if (e->called) return C_NORMAL;
  e->called = 1;
  e->s->values[e->index] = arg(args, nargs, 0);
  if (--e->s->remaining == 0) return all_done(r, e->s, at);
  return C_NORMAL;
}

static ts_comp s_all(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                     const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "Promise.all", at);
  if (c != C_NORMAL) return c;
  ts_obj *p = ts_promise_new(r), *res, *rej;
  resolving_functions(r, p, &res, &rej);
  *out = ts_objv(p);
  ts_val it = arg(args, nargs, 0);
  if (it.t != TV_OBJ || (it.o->k != TO_ARRAY && it.o->k != TO_SET))
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "Promise.all of a value that is not an array or a Set");
  ts_val presolve, ignored;
  /* step 6-7: GetPromiseResolve, then one Call of it and one Invoke of then per element */
  c = ts_get(r, thisv, ts_str_ascii(r, "resolve"), &presolve, at);
  all_state *s = arena_alloc(r->a, sizeof *s);
  s->remaining = 1;
  s->resolve = res;
  if (c == C_NORMAL && !callable(presolve))
    c = ts_throw_error(r, r->type_error_cls, "Promise resolve or reject function is not callable");
  /* an array is iterated live (§23.1.5.1), a Set over its entries as they are */
  for (size_t i = 0; c == C_NORMAL && i < it.o->len; i++) {
    all_slot(r, s);
    ts_val next;
    ts_val v = it.o->items[i];
    if ((c = ts_call(r, presolve, thisv, &v, 1, &next, at)) != C_NORMAL) break;
    all_elem *e = arena_alloc(r->a, sizeof *e);
    e->s = s;
    e->index = i;
    s->remaining++;
    ts_val a[2] = {ts_objv(native(r, "", all_element, e)), ts_objv(rej)};
    c = invoke(r, next, "then", a, 2, &ignored, at);
  }
  if (c == C_THROW) { /* IfAbruptRejectPromise */
    ts_val e = r->ret;
    return ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  if (c != C_NORMAL) return c;
  if (--s->remaining == 0) return all_done(r, s, at);
  return C_NORMAL;
}

/* The elements of Promise.race's and Promise.allSettled's argument: an array (iterated live,
 * §23.1.5.1) or a Set. */
static ts_comp each_element(ts_rt *r, ts_val thisv, ts_val it, const char *what, ts_val *presolve, const ts_node *at) {
  if (it.t != TV_OBJ || (it.o->k != TO_ARRAY && it.o->k != TO_SET))
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "%s of a value that is not an array or a Set", what);
  ts_comp c = ts_get(r, thisv, ts_str_ascii(r, "resolve"), presolve, at); /* GetPromiseResolve */
  if (c == C_NORMAL && !callable(*presolve))
    c = ts_throw_error(r, r->type_error_cls, "Promise resolve or reject function is not callable");
  return c;
}

/* Promise.race (§27.2.4.5 PerformPromiseRace): each element through Promise.resolve, then its
 * then with the new promise's own resolving functions, so the first to settle settles it. */
static ts_comp s_race(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                      const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "Promise.race", at);
  if (c != C_NORMAL) return c;
  ts_obj *p = ts_promise_new(r), *res, *rej;
  resolving_functions(r, p, &res, &rej);
  *out = ts_objv(p);
  ts_val it = arg(args, nargs, 0), presolve, ignored;
  c = each_element(r, thisv, it, "Promise.race", &presolve, at);
  for (size_t i = 0; c == C_NORMAL && i < it.o->len; i++) {
    ts_val next, v = it.o->items[i];
    if ((c = ts_call(r, presolve, thisv, &v, 1, &next, at)) != C_NORMAL) break;
    ts_val a[2] = {ts_objv(res), ts_objv(rej)};
    c = invoke(r, next, "then", a, 2, &ignored, at);
  }
  if (c == C_THROW) { /* IfAbruptRejectPromise */
    ts_val e = r->ret;
    return ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  return c;
}

/* Promise.allSettled's element functions (§27.2.4.2.2-3): the pair of one element shares
 * alreadyCalled; each writes { status, value } or { status, reason } in the element's place. */
typedef struct settled_elem {
  all_state *s;
  size_t index;
  int *called;
  int rejected;
} settled_elem;

static ts_comp settled_element(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                               const ts_node *at) {
  (void)thisv, (void)out;
  settled_elem *e = self->native->data;
  if (*e->called) return C_NORMAL;
  *e->called = 1;
  ts_obj *o = ts_obj_new(r, TO_PLAIN, r->object_proto);
  ts_set_own(r, o, ts_str_ascii(r, "status"), ts_strv(ts_str_ascii(r, e->rejected ? "rejected" : "fulfilled")));
  ts_set_own(r, o, ts_str_ascii(r, e->rejected ? "reason" : "value"), arg(args, nargs, 0));
  e->s->values[e->index] = ts_objv(o);
  if (--e->s->remaining == 0) return all_done(r, e->s, at);
  return C_NORMAL;
}

/* Promise.allSettled (§27.2.4.2 PerformPromiseAllSettled): as Promise.all, but every element's
 * outcome is recorded and the promise is only ever fulfilled. */
static ts_comp s_all_settled(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                             const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "Promise.allSettled", at);
  if (c != C_NORMAL) return c;
  ts_obj *p = ts_promise_new(r), *res, *rej;
  resolving_functions(r, p, &res, &rej);
  *out = ts_objv(p);
  ts_val it = arg(args, nargs, 0), presolve, ignored;
  c = each_element(r, thisv, it, "Promise.allSettled", &presolve, at);
  all_state *s = arena_alloc(r->a, sizeof *s);
  memset(s, 0, sizeof *s);
  s->remaining = 1;
  s->resolve = res;
  for (size_t i = 0; c == C_NORMAL && i < it.o->len; i++) {
    all_slot(r, s);
    ts_val next, v = it.o->items[i];
    if ((c = ts_call(r, presolve, thisv, &v, 1, &next, at)) != C_NORMAL) break;
    int *called = arena_alloc(r->a, sizeof *called);
    *called = 0;
    settled_elem *ef = arena_alloc(r->a, sizeof *ef), *er = arena_alloc(r->a, sizeof *er);
    *ef = (settled_elem){s, i, called, 0};
    *er = (settled_elem){s, i, called, 1};
    s->remaining++;
    ts_val a[2] = {ts_objv(native(r, "", settled_element, ef)), ts_objv(native(r, "", settled_element, er))};
    c = invoke(r, next, "then", a, 2, &ignored, at);
  }
  if (c == C_THROW) {
    ts_val e = r->ret;
    return ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  if (c != C_NORMAL) return c;
  if (--s->remaining == 0) return all_done(r, s, at);
  return C_NORMAL;
}

/* Promise.any's reject element functions (§27.2.4.3.2): each writes its reason in its place of
 * errors; the last makes the AggregateError. */
typedef struct any_elem {
  all_state *s;
  size_t index;
  int called;
  ts_obj *reject;
} any_elem;

static ts_comp any_rejected(ts_rt *r, all_state *s, ts_obj *reject, const ts_node *at) {
  /* §27.2.4.3.1 step 8.d / §27.2.4.3.2 step 9: a new AggregateError with errors, the capability
   * rejected with it; V8's message */
  ts_obj *e = ts_obj_new(r, TO_PLAIN, r->aggregate_error_cls->protoobj), *a = ts_array_new(r, s->n);
  e->klass = r->aggregate_error_cls;
  for (size_t i = 0; i < s->n; i++) a->items[i] = s->values[i];
  ts_set_own(r, e, ts_str_ascii(r, "message"), ts_strv(ts_str_ascii(r, "All promises were rejected")));
  ts_set_own(r, e, ts_str_ascii(r, "errors"), ts_objv(a));
  ts_val ev = ts_objv(e), ignored;
  return ts_call(r, ts_objv(reject), ts_undef(), &ev, 1, &ignored, at);
}

static ts_comp any_element(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                           const ts_node *at) {
  (void)thisv, (void)out;
  any_elem *e = self->native->data;
  if (e->called) return C_NORMAL;
  e->called = 1;
  e->s->values[e->index] = arg(args, nargs, 0);
  if (--e->s->remaining == 0) return any_rejected(r, e->s, e->reject, at);
  return C_NORMAL;
}

/* Promise.any (§27.2.4.3 PerformPromiseAny): the first element to fulfil fulfils it; when every
 * one rejected (or there is none), it rejects with an AggregateError of the reasons in order. */
static ts_comp s_any(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                     const ts_node *at) {
  (void)self;
  ts_comp c = check_ctor(r, thisv, "Promise.any", at);
  if (c != C_NORMAL) return c;
  ts_obj *p = ts_promise_new(r), *res, *rej;
  resolving_functions(r, p, &res, &rej);
  *out = ts_objv(p);
  ts_val it = arg(args, nargs, 0), presolve, ignored;
  c = each_element(r, thisv, it, "Promise.any", &presolve, at);
  all_state *s = arena_alloc(r->a, sizeof *s);
  memset(s, 0, sizeof *s);
  s->remaining = 1;
  for (size_t i = 0; c == C_NORMAL && i < it.o->len; i++) {
    all_slot(r, s);
    ts_val next, v = it.o->items[i];
    if ((c = ts_call(r, presolve, thisv, &v, 1, &next, at)) != C_NORMAL) break;
    any_elem *e = arena_alloc(r->a, sizeof *e);
    *e = (any_elem){s, i, 0, rej};
    s->remaining++;
    ts_val a[2] = {ts_objv(res), ts_objv(native(r, "", any_element, e))};
    c = invoke(r, next, "then", a, 2, &ignored, at);
  }
  if (c == C_THROW) {
    ts_val e = r->ret;
    return ts_call(r, ts_objv(rej), ts_undef(), &e, 1, &ignored, at);
  }
  if (c != C_NORMAL) return c;
  if (--s->remaining == 0) return any_rejected(r, s, rej, at);
  return C_NORMAL;
}

/* node's queueMicrotask(callback) (lib/internal/queue_microtask.js): the callback joins V8's
 * microtask queue, behind the promise jobs already in it. */
static ts_comp queue_microtask(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                               const ts_node *at) {
  (void)self, (void)thisv, (void)out;
  ts_val cb = arg(args, nargs, 0);
  if (!callable(cb)) return ts_wrong(r, REL_W_UNSUPPORTED, at, "queueMicrotask with a callback that is not a function");
  ts_loop_microtask(r, cb, at);
  return C_NORMAL;
}

/* ---- node's timers ---- */

static const char timeout_name[] = "Timeout";

static ts_comp set_timeout(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                           const ts_node *at) {
  (void)self, (void)thisv;
  ts_val cb = arg(args, nargs, 0);
  if (!callable(cb)) return ts_wrong(r, REL_W_UNSUPPORTED, at, "setTimeout with a callback that is not a function");
  ts_val dv = arg(args, nargs, 1);
  if (dv.t == TV_OBJ) return ts_wrong(r, REL_W_UNSUPPORTED, at, "setTimeout with an object as its delay");
  double d = ts_to_number(dv);
  /* node (lib/internal/timers.js, Timeout): a delay outside [1, 2^31 - 1] is 1 */
  if (!(d >= 1 && d <= 2147483647.0)) d = 1;
  if (d != floor(d)) return ts_wrong(r, REL_W_UNSUPPORTED, at, "setTimeout with a fractional delay");
  int id = ts_loop_timer(r, cb, d, nargs > 2 ? args + 2 : NULL, nargs > 2 ? nargs - 2 : 0, at);
  ts_obj *t = ts_obj_new(r, TO_PLAIN, r->object_proto);
  t->name = timeout_name;
  t->bid = id;
  *out = ts_objv(t);
  return C_NORMAL;
}

static ts_comp clear_timeout(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                             const ts_node *at) {
  (void)self, (void)thisv, (void)out;
  ts_val t = arg(args, nargs, 0);
  if (t.t == TV_OBJ && t.o->name == timeout_name) ts_loop_clear_timer(r, t.o->bid);
  else if (t.t != TV_UNDEF && t.t != TV_NULL)
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "clearTimeout of a value that is not a timer");
  return C_NORMAL;
}

void ts_async_init(ts_rt *r) {
  r->loop = arena_alloc(r->a, sizeof *r->loop);
  ts_obj *cls = ts_obj_new(r, TO_CLASS, r->object_proto);
  cls->name = "Promise";
  cls->native = native(r, "Promise", promise_called, NULL)->native;
  ts_obj *proto = ts_obj_new(r, TO_PLAIN, r->object_proto);
  cls->protoobj = proto;
  r->loop->promise_cls = cls;
  r->loop->promise_proto = proto;
  ts_set_own(r, proto, ts_str_ascii(r, "then"), ts_objv(native(r, "then", p_then, NULL)));
  ts_set_own(r, proto, ts_str_ascii(r, "catch"), ts_objv(native(r, "catch", p_catch, NULL)));
  ts_set_own(r, proto, ts_str_ascii(r, "finally"), ts_objv(native(r, "finally", p_finally, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "resolve"), ts_objv(native(r, "resolve", s_resolve, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "reject"), ts_objv(native(r, "reject", s_reject, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "all"), ts_objv(native(r, "all", s_all, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "race"), ts_objv(native(r, "race", s_race, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "allSettled"), ts_objv(native(r, "allSettled", s_all_settled, NULL)));
  ts_set_own(r, cls, ts_str_ascii(r, "any"), ts_objv(native(r, "any", s_any, NULL)));
  ts_lib_global(r, "queueMicrotask", ts_objv(native(r, "queueMicrotask", queue_microtask, NULL)));
  ts_lib_global(r, "Promise", ts_objv(cls));
  ts_lib_global(r, "setTimeout", ts_objv(native(r, "setTimeout", set_timeout, NULL)));
  ts_lib_global(r, "clearTimeout", ts_objv(native(r, "clearTimeout", clear_timeout, NULL)));
}

void ts_promise_show(ts_rt *r, ts_obj *p, strbuf *sb) {
  const struct ts_promise *s = p->prom;
  if (s->state == TP_PENDING) {
    sb_puts(sb, "Promise{<pending>}");
    return;
  }
  sb_puts(sb, s->state == TP_FULFILLED ? "Promise{<fulfilled>: " : "Promise{<rejected>: ");
  ts_show(r, s->result, sb);
  sb_putc(sb, '}');
}
