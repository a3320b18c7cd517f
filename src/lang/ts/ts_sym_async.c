/* ts_sym_async.c — the TypeScript symbolic executor's promises, async functions and job queue,
 * with the interpreter's rules (ts_promise.c, ts_async.c, ts_async_loop.c; ECMA-262 2022 §27.2,
 * §27.7, §9.5): a promise is a heap object with its state, result and reactions; settling one
 * queues a job per reaction in the order they were added; each state carries its own first-in
 * first-out queue, so a promise settled under a path condition is one settled in the states of
 * that condition.
 *
 * The executor is direct style (no coroutines, states are copied), so an await suspends nothing:
 * it registers its continuation as a reaction with a mark and runs the queue's jobs, in order, in
 * place, until the job of its mark comes up, then goes on with the settled value. That is the run's
 * order exactly when nothing of the awaiting function's callers would run between its suspension
 * and that job: when the function is the compared one (the runner then drains the queue) or was
 * called as the operand of await by such a function (the caller suspends at once, its reaction
 * joins the queue when the callee's promise settles, which is when the callee's body returns
 * here). An await anywhere else (an async function called without await, or from a callback) is
 * unsupported, as is a job of another await showing up first; never a guess. */
#include <stdio.h>
#include <string.h>

#include "core/intern.h"
#include "lang/ts/ts_sym_int.h"

/* Most jobs a run may take (a bound: past it, unknown). */
enum { JOBS_MAX = 400 };

int tsy_prom_new(sx *X, sst *s) {
  sval *v = arena_alloc(X->a, sizeof(sval));
  v[0] = vundef();
  return tsy_new_obj(X, s, (sobj){.n = 1, .v = v, .prom = 1});
}

static void enqueue(sx *X, sst *s, sjob j) {
  sjob *q = arena_alloc(X->a, sizeof(sjob) * (size_t)(s->nq + 1));
  if (s->nq) memcpy(q, s->q, sizeof(sjob) * (size_t)s->nq);
  q[s->nq++] = j;
  s->q = q;
}

/* FulfillPromise / RejectPromise (§27.2.1.4, §27.2.1.7) then TriggerPromiseReactions (§27.2.1.8). */
static void settle(sx *X, sst *s, int p, int st, sval v) {
  sobj *o = &s->h[p];
  o->pst = st, o->v[0] = v, o->resolved = 1;
  for (int i = 0; i < o->nre; i++) enqueue(X, s, (sjob){.re = o->re[i], .rejected = st == 2, .arg = v});
  o->re = NULL, o->nre = 0;
}

/* Whether v could be a thenable other than a promise (an object with a then): not followed. */
static int foreign_thenable(sst *s, const sval *v) {
  if (v->k != V_OBJ) return 0;
  const sobj *o = &s->h[v->n];
  return tsy_prop(o, "then") >= 0 || (o->cls && tsy_class_member(o->cls, "then", 0));
}

/* The resolve function's steps after its alreadyResolved check (§27.2.1.3.2 step 7 on). */
static int resolve_now(sx *X, sst *s, int p, sval v, const ts_node *at) {
  if (v.k == V_PROM && v.n == p) {
    /* §27.2.1.3.2 step 7 */
    sval e = {.k = V_ERR, .ename = "TypeError"};
    sval m = tsy_vascii(X, "Chaining cycle detected for promise #<Promise>");
    e.n = m.n, e.u = m.u;
    settle(X, s, p, 2, e);
    return 1;
  }
  if (foreign_thenable(s, &v)) { UNSUP(X, s, at, "resolving a promise with an object that has a then"); return 0; }
  if (v.k == V_PROM) {
    /* step 13-15: adopted through a NewPromiseResolveThenableJob (two jobs more than a value) */
    s->h[p].resolved = 1;
    enqueue(X, s, (sjob){.thenable = 1, .p = p, .src = v.n, .re = {.at = at}});
    return 1;
  }
  settle(X, s, p, 1, v);
  return 1;
}

int tsy_prom_resolve(sx *X, sst *s, int p, sval v, const ts_node *at) {
  if (s->h[p].resolved) return 1; /* alreadyResolved */
  return resolve_now(X, s, p, v, at);
}

void tsy_prom_reject(sx *X, sst *s, int p, sval v) {
  if (!s->h[p].resolved) settle(X, s, p, 2, v);
}

/* PerformPromiseThen (§27.2.5.4.1) with reaction re: added while pending, else its job queued. */
static void perform_then(sx *X, sst *s, int p, sreact re) {
  sobj *o = &s->h[p];
  o->handled = 1;
  if (o->pst == 0) {
    sreact *v = arena_alloc(X->a, sizeof(sreact) * (size_t)(o->nre + 1));
    if (o->nre) memcpy(v, o->re, sizeof(sreact) * (size_t)o->nre);
    v[o->nre++] = re;
    o->re = v;
    return;
  }
  enqueue(X, s, (sjob){.re = re, .rejected = o->pst == 2, .arg = o->v[0]});
}

/* PromiseResolve(%Promise%, v) (§27.2.4.7.1): a promise as it is, else a new one resolved with v;
 * -1 with s dropped. */
static int coerce(sx *X, sst *s, sval v, const ts_node *at) {
  if (v.k == V_PROM) return v.n;
  int p = tsy_prom_new(X, s);
  return tsy_prom_resolve(X, s, p, v, at) ? p : -1;
}

/* Promise.any's AggregateError (§27.2.4.3.2 step 9.d; V8's message). */
static sval aggregate(sx *X) {
  sval m = tsy_vascii(X, "All promises were rejected");
  return (sval){.k = V_ERR, .ename = "AggregateError", .n = m.n, .u = m.u};
}

/* Runs job j (popped) in s: the states after it, into out. */
static void run_job(sx *X, sst *s, const sjob *j, slist *out) {
  const sreact *re = &j->re;
  if (j->thenable) {
    /* NewPromiseResolveThenableJob: src.then(resolve, reject) of p's resolving functions */
    perform_then(X, s, j->src, (sreact){.kind = R_ADOPT, .cap = j->p, .at = re->at});
    tsy_push(X, out, s);
    return;
  }
  switch (re->kind) {
  case R_ADOPT:
    /* the thenable job's own resolving functions (a new alreadyResolved, called once): the
     * promise they resolve is locked to this adoption, still pending */
    if (s->h[re->cap].pst == 0) {
      if (j->rejected) settle(X, s, re->cap, 2, j->arg);
      else if (!resolve_now(X, s, re->cap, j->arg, re->at)) return;
    }
    tsy_push(X, out, s);
    return;
  case R_ALL:
    /* Promise.all's resolve element function (§27.2.4.1.3) or its reject */
    if (j->rejected) {
      tsy_prom_reject(X, s, re->cap, j->arg);
    } else {
      s->h[re->arr].v[re->idx] = j->arg;
      if (--s->h[re->cap].rem == 0 && !tsy_prom_resolve(X, s, re->cap, (sval){.k = V_ARR, .n = re->arr}, re->at)) return;
    }
    tsy_push(X, out, s);
    return;
  case R_ALLSET: {
    /* Promise.allSettled's element functions (§27.2.4.2.2-3): { status, value } or { status, reason } */
    sval st = tsy_vascii(X, j->rejected ? "rejected" : "fulfilled");
    int o = tsy_new_obj(X, s, (sobj){0});
    tsy_prop_set(X, s, o, intern_n(X->p->names, "status", 6), st);
    tsy_prop_set(X, s, o, j->rejected ? intern_n(X->p->names, "reason", 6) : intern_n(X->p->names, "value", 5), j->arg);
    s->h[re->arr].v[re->idx] = (sval){.k = V_OBJ, .n = o};
    if (--s->h[re->cap].rem == 0 && !tsy_prom_resolve(X, s, re->cap, (sval){.k = V_ARR, .n = re->arr}, re->at)) return;
    tsy_push(X, out, s);
    return;
  }
  case R_ANY:
    /* Promise.any's resolve and reject element functions (§27.2.4.3.2): the first fulfilment wins;
     * the reasons in order, and when the last one came, the AggregateError */
    if (!j->rejected) {
      if (!tsy_prom_resolve(X, s, re->cap, j->arg, re->at)) return;
    } else {
      s->h[re->arr].v[re->idx] = j->arg;
      if (--s->h[re->cap].rem == 0) tsy_prom_reject(X, s, re->cap, aggregate(X));
    }
    tsy_push(X, out, s);
    return;
  case R_RACE:
    /* Promise.race: the capability's resolving functions, the first settlement wins */
    if (j->rejected) tsy_prom_reject(X, s, re->cap, j->arg);
    else if (!tsy_prom_resolve(X, s, re->cap, j->arg, re->at)) return;
    tsy_push(X, out, s);
    return;
  case R_FINALLY: {
    /* thenFinally / catchFinally (§27.2.5.3.1-2): onFinally(), its result through PromiseResolve,
     * then(valueThunk) or then(thrower) on that: a new promise the derived one is resolved with */
    slist r = {0};
    int ns = s->ns;
    tsy_call_value(X, re->onf, vundef(), NULL, 0, s, &r, re->at);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      int threw = t->comp == K_THROW;
      sval v = threw ? t->ret : spop(t);
      t->comp = K_NORMAL, t->ret = vundef(), t->ns = ns;
      if (threw) {
        tsy_prom_reject(X, t, re->cap, v);
      } else {
        int q = coerce(X, t, v, re->at);
        if (q < 0) continue;
        int p2 = tsy_prom_new(X, t);
        perform_then(X, t, q, (sreact){.kind = R_FPASS, .onr = j->arg, .idx = j->rejected, .cap = p2, .at = re->at});
        if (!tsy_prom_resolve(X, t, re->cap, (sval){.k = V_PROM, .n = p2}, re->at)) continue;
      }
      tsy_push(X, out, t);
    }
    return;
  }
  case R_FPASS:
    /* the then(valueThunk) or then(thrower) job: the callback's promise rejected passes its reason
     * on (no onRejected); else the value returned, or the reason thrown */
    if (j->rejected || re->idx) tsy_prom_reject(X, s, re->cap, j->rejected ? j->arg : re->onr);
    else if (!tsy_prom_resolve(X, s, re->cap, re->onr, re->at)) return;
    tsy_push(X, out, s);
    return;
  case R_THEN: {
    /* NewPromiseReactionJob (§27.2.2.1): the handler's result resolves the derived promise, its
     * exception rejects it; no handler passes the value (or reason) on */
    sval h = j->rejected ? re->onr : re->onf;
    if (h.k != V_FN) {
      if (re->cap >= 0) {
        if (j->rejected) tsy_prom_reject(X, s, re->cap, j->arg);
        else if (!tsy_prom_resolve(X, s, re->cap, j->arg, re->at)) return;
      }
      tsy_push(X, out, s);
      return;
    }
    slist r = {0};
    int ns = s->ns;
    tsy_call_value(X, h, vundef(), &j->arg, 1, s, &r, re->at);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      int threw = t->comp == K_THROW;
      sval v = threw ? t->ret : spop(t);
      t->comp = K_NORMAL, t->ret = vundef(), t->ns = ns;
      if (re->cap >= 0) {
        if (threw) tsy_prom_reject(X, t, re->cap, v);
        else if (!tsy_prom_resolve(X, t, re->cap, v, re->at)) continue;
      } else if (threw) {
        UNSUP(X, t, re->at, "an exception out of a promise job with no promise to reject");
        continue;
      }
      tsy_push(X, out, t);
    }
    return;
  }
  default: UNSUP(X, s, re->at, "an await's continuation run as another's (two awaits pending at once)"); return;
  }
}

/* Runs s's queue until the job of await mark comes up (mark -1: until the queue is empty); each
 * state then into out: resumed (the value on its stack, or thrown) or, mark -1, as it is. */
static void drain(sx *X, sst *s, int mark, slist *out, const ts_node *at) {
  slist work = {0};
  tsy_push(X, &work, s);
  while (work.n) {
    sst *t = work.v[--work.n];
    if (!t->nq) {
      if (mark < 0) tsy_push(X, out, t);
      else UNSUP(X, t, at, "an await of a promise that is still pending when the job queue is empty");
      continue;
    }
    if (++t->njobs > JOBS_MAX) {
      X->bound_hits++;
      tsy_unknown(X, t, at, "%d promise jobs run (the bound of a run)", JOBS_MAX);
      continue;
    }
    sjob j = t->q[0];
    t->q++, t->nq--;
    if (!j.thenable && j.re.kind == R_AWAIT) {
      if (j.re.mark != mark) { UNSUP(X, t, at, "an await whose continuation comes up while another await is pending"); continue; }
      if (j.rejected) t->comp = K_THROW, t->ret = j.arg;
      else tsy_spush(X, t, j.arg);
      tsy_push(X, out, t);
      continue;
    }
    slist r = {0};
    run_job(X, t, &j, &r);
    tsy_merge(X, &r);
    for (int k = 0; k < r.n; k++) tsy_push(X, &work, r.v[k]);
  }
}

void tsy_drain_all(sx *X, sst *s, slist *out, const ts_node *at) { drain(X, s, -1, out, at); }

void tsy_await(sx *X, const ts_node *e, sst *s, slist *out) {
  slist r = {0};
  /* an awaited call of an async function may run the queue at its own awaits (the file's comment) */
  const ts_node *oc = s->await_call;
  if (e->a->k == TS_CALL) s->await_call = e->a;
  tsy_eval(X, e->a, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    t->await_call = oc;
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    if (!t->adrain) {
      UNSUP(X, t, e, "await in an async function whose caller goes on meanwhile (only the compared function and the async calls it awaits are followed)");
      continue;
    }
    int p = coerce(X, t, spop(t), e);
    if (p < 0) continue;
    int mark = ++X->marks;
    perform_then(X, t, p, (sreact){.kind = R_AWAIT, .mark = mark, .cap = -1, .at = e});
    drain(X, t, mark, out, e);
  }
}

void tsy_async_body(sx *X, const ts_node *fn, int drain_ok, sst *s, slist *out) {
  int p = tsy_prom_new(X, s);
  int od = s->adrain;
  s->adrain = drain_ok;
  slist r = {0};
  tsy_fn_body(X, fn, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    t->adrain = od;
    if (t->comp == K_BREAK || t->comp == K_CONTINUE) { UNSUP(X, t, fn, "break or continue out of a function"); continue; }
    /* AsyncBlockStart (§27.7.5.2): a return resolves the promise, an exception rejects it */
    if (t->comp == K_THROW) tsy_prom_reject(X, t, p, t->ret);
    else if (!tsy_prom_resolve(X, t, p, t->comp == K_RETURN ? t->ret : vundef(), fn)) continue;
    t->comp = K_RETURN; /* run_fn's callers take the returned value */
    t->ret = (sval){.k = V_PROM, .n = p};
    tsy_push(X, out, t);
  }
}

static int fn_or_undef(const sval *v) { return v->k == V_FN || v->k == V_UNDEF || v->k == V_NULL; }

void tsy_promise_construct(sx *X, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  sval ex = nargs ? args[0] : vundef();
  if (ex.k != V_FN) { UNSUP(X, s, at, "new Promise of an executor that is not a function"); return; }
  /* the promise and its resolving functions (§27.2.1.3: alreadyResolved is the promise's own
   * resolved flag), the executor called with them; an exception out of it rejects the promise */
  int p = tsy_prom_new(X, s);
  sval fns[2] = {{.k = V_FN, .n = p, .gen = 1}, {.k = V_FN, .n = p, .gen = 2}};
  slist r = {0};
  int ns = s->ns;
  tsy_call_value(X, ex, vundef(), fns, 2, s, &r, at);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp == K_THROW) tsy_prom_reject(X, t, p, t->ret);
    t->comp = K_NORMAL, t->ret = vundef(), t->ns = ns;
    tsy_spush(X, t, (sval){.k = V_PROM, .n = p});
    tsy_push(X, out, t);
  }
}

int tsy_promise_static(sx *X, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  sval a0 = nargs ? args[0] : vundef();
  if (!strcmp(name, "resolve")) {
    int p = coerce(X, s, a0, at);
    if (p < 0) return 1;
    tsy_spush(X, s, (sval){.k = V_PROM, .n = p});
    tsy_push(X, out, s);
    return 1;
  }
  if (!strcmp(name, "reject")) {
    int p = tsy_prom_new(X, s);
    tsy_prom_reject(X, s, p, a0);
    tsy_spush(X, s, (sval){.k = V_PROM, .n = p});
    tsy_push(X, out, s);
    return 1;
  }
  static const struct { const char *name; int kind; } combs[] = {
      {"all", R_ALL}, {"allSettled", R_ALLSET}, {"any", R_ANY}, {"race", R_RACE}};
  int kind = -1;
  for (size_t i = 0; i < sizeof combs / sizeof combs[0]; i++)
    if (!strcmp(name, combs[i].name)) kind = combs[i].kind;
  if (kind < 0) return 0;
  /* §27.2.4.1 PerformPromiseAll over an array (allSettled §27.2.4.2, any §27.2.4.3 and race
   * §27.2.4.5 alike): each element through Promise.resolve, then its then with the element's
   * functions (race: the capability's own); remaining counts from 1, the values (any: the reasons)
   * in an array in input order */
  if (a0.k != V_ARR) { UNSUP(X, s, at, "Promise.%s of something other than an array", name); return 1; }
  int all = tsy_prom_new(X, s);
  int len = s->h[a0.n].n;
  sval *vals = arena_alloc(X->a, sizeof(sval) * (size_t)(len + 1));
  for (int i = 0; i < len; i++) vals[i] = vundef();
  int arr = tsy_new_obj(X, s, (sobj){.n = len, .v = vals});
  s->h[all].rem = 1;
  for (int i = 0; i < len; i++) {
    int p = coerce(X, s, s->h[a0.n].v[i], at);
    if (p < 0) return 1;
    s->h[all].rem++;
    perform_then(X, s, p, (sreact){.kind = kind, .cap = all, .idx = i, .arr = arr, .at = at});
  }
  /* an empty race stays pending; an empty any rejects (step 8.d), the others fulfil */
  if (--s->h[all].rem == 0 && kind == R_ANY) tsy_prom_reject(X, s, all, aggregate(X));
  else if (s->h[all].rem == 0 && kind != R_RACE && !tsy_prom_resolve(X, s, all, (sval){.k = V_ARR, .n = arr}, at)) return 1;
  tsy_spush(X, s, (sval){.k = V_PROM, .n = all});
  tsy_push(X, out, s);
  return 1;
}

int tsy_promise_method(sx *X, int p, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  if (!strcmp(name, "finally")) {
    /* §27.2.5.3: a callable onFinally through thenFinally and catchFinally, else then(f, f) */
    sval f = nargs ? args[0] : vundef();
    if (!fn_or_undef(&f)) { UNSUP(X, s, at, "a promise handler that is not a function"); return 1; }
    int d = tsy_prom_new(X, s);
    sreact re = f.k == V_FN ? (sreact){.kind = R_FINALLY, .onf = f, .cap = d, .at = at} : (sreact){.kind = R_THEN, .cap = d, .at = at};
    perform_then(X, s, p, re);
    tsy_spush(X, s, (sval){.k = V_PROM, .n = d});
    tsy_push(X, out, s);
    return 1;
  }
  int is_then = !strcmp(name, "then");
  if (!is_then && strcmp(name, "catch")) return 0;
  /* then (§27.2.5.4) and catch (§27.2.5.1, then(undefined, onRejected)); a handler that is not
   * callable is none (the type checker lets only functions through) */
  sval onf = is_then && nargs > 0 ? args[0] : vundef(), onr = nargs > (is_then ? 1 : 0) ? args[is_then ? 1 : 0] : vundef();
  if (!fn_or_undef(&onf) || !fn_or_undef(&onr)) { UNSUP(X, s, at, "a promise handler that is not a function"); return 1; }
  if (onf.k == V_NULL) onf = vundef();
  if (onr.k == V_NULL) onr = vundef();
  int d = tsy_prom_new(X, s);
  perform_then(X, s, p, (sreact){.kind = R_THEN, .onf = onf, .onr = onr, .cap = d, .at = at});
  tsy_spush(X, s, (sval){.k = V_PROM, .n = d});
  tsy_push(X, out, s);
  return 1;
}
