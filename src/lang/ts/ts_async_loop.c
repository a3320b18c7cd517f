/* ts_async_loop.c — the job queue and node's event loop: promise jobs run first in, first out
 * (ECMA-262 §9.5 HostEnqueuePromiseJob), the queue drains after every macrotask (the script, each
 * timer's callback), then the rejections no handler took are checked as node's
 * processPromiseRejections does (its default mode: the first one ends the process), then the next
 * timer runs. Timers are ordered on a virtual clock (docs/ts.md: the choice and why). */
#include <string.h>

#include "lang/ts/ts_async.h"

static ts_job *push(ts_rt *r) {
  struct ts_loop *L = r->loop;
  if (L->head == L->n) L->head = L->n = 0;
  if (L->n == L->cap) {
    size_t live = L->n - L->head, cap = live * 2 > 64 ? live * 2 : 64;
    ts_job *nj = arena_alloc(r->a, cap * sizeof *nj);
    if (live) memcpy(nj, L->jobs + L->head, live * sizeof *nj);
    L->jobs = nj;
    L->cap = cap;
    L->n = live;
    L->head = 0;
  }
  ts_job *j = &L->jobs[L->n++];
  memset(j, 0, sizeof *j);
  return j;
}

void ts_loop_reaction(ts_rt *r, ts_reaction re, int rejected, ts_val arg) {
  ts_job *j = push(r);
  j->re = re;
  j->rejected = rejected;
  j->arg = arg;
}

void ts_loop_thenable(ts_rt *r, ts_obj *p, ts_val thenable, ts_val then, const ts_node *at) {
  ts_job *j = push(r);
  j->re.at = at;
  j->thenable = 1;
  j->p = p;
  j->thenable_v = thenable;
  j->then = then;
}

void ts_loop_microtask(ts_rt *r, ts_val cb, const ts_node *at) {
  ts_job *j = push(r);
  j->thenable = 2;
  j->re.on_fulfilled = cb;
  j->re.at = at;
}

void ts_loop_track_rejection(ts_rt *r, ts_obj *p) {
  struct ts_loop *L = r->loop;
  if (L->nrejected == L->caprejected) {
    int cap = L->caprejected ? L->caprejected * 2 : 8;
    ts_obj **n = arena_alloc(r->a, (size_t)cap * sizeof *n);
    if (L->nrejected) memcpy(n, L->rejected, (size_t)L->nrejected * sizeof *n);
    L->rejected = n;
    L->caprejected = cap;
  }
  L->rejected[L->nrejected++] = p;
}

int ts_loop_timer(ts_rt *r, ts_val cb, double delay, const ts_val *args, int nargs, const ts_node *at) {
  struct ts_loop *L = r->loop;
  if (L->ntimers == L->captimers) {
    int cap = L->captimers ? L->captimers * 2 : 8;
    ts_timer *n = arena_alloc(r->a, (size_t)cap * sizeof *n);
    if (L->ntimers) memcpy(n, L->timers, (size_t)L->ntimers * sizeof *n);
    L->timers = n;
    L->captimers = cap;
  }
  ts_timer *t = &L->timers[L->ntimers];
  memset(t, 0, sizeof *t);
  t->cb = cb;
  t->due = L->now + delay;
  t->at = at;
  if (nargs) {
    t->args = arena_alloc(r->a, (size_t)nargs * sizeof *t->args);
    memcpy(t->args, args, (size_t)nargs * sizeof *t->args);
    t->nargs = nargs;
  }
  return L->ntimers++;
}

void ts_loop_clear_timer(ts_rt *r, int id) {
  if (id >= 0 && id < r->loop->ntimers) r->loop->timers[id].cleared = 1;
}

static ts_comp drain(ts_rt *r) {
  struct ts_loop *L = r->loop;
  while (L->head < L->n) {
    ts_job j = L->jobs[L->head++]; /* a copy: running it may grow the queue */
    const ts_node *at = j.re.at;
    if (--r->fuel < 0) return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "out of fuel");
    ts_val ignored;
    ts_comp c = j.thenable == 2 ? ts_call(r, j.re.on_fulfilled, ts_undef(), NULL, 0, &ignored, at)
                : j.thenable ? ts_promise_thenable_job(r, j.p, j.thenable_v, j.then, at)
                             : ts_promise_reaction_job(r, &j.re, j.rejected, j.arg);
    if (c == C_WRONG || c == C_THROW) return c; /* a throw only out of a microtask's callback */
  }
  return C_NORMAL;
}

/* node's processPromiseRejections: the promises rejected while unhandled, in order; the first
 * still unhandled now is the outcome. */
static int unhandled(ts_rt *r, ts_val *reason) {
  struct ts_loop *L = r->loop;
  int n = L->nrejected;
  L->nrejected = 0;
  for (int i = 0; i < n; i++)
    if (!L->rejected[i]->prom->handled) {
      *reason = L->rejected[i]->prom->result;
      return 1;
    }
  return 0;
}

ts_loop_end ts_loop_run(ts_rt *r) {
  struct ts_loop *L = r->loop;
  for (;;) {
    ts_comp dc = drain(r);
    if (dc == C_WRONG) return TL_WRONG;
    if (dc == C_THROW) return TL_UNCAUGHT;
    ts_val reason;
    if (unhandled(r, &reason)) {
      r->ret = reason;
      return TL_UNHANDLED;
    }
    /* the next timer: the earliest due, then the first made (node keeps one list per delay in
     * creation order; lists run by their due time) */
    int best = -1;
    for (int i = 0; i < L->ntimers; i++)
      if (!L->timers[i].cleared && !L->timers[i].fired && (best < 0 || L->timers[i].due < L->timers[best].due))
        best = i;
    if (best < 0) return TL_IDLE;
    ts_timer t = L->timers[best];
    L->timers[best].fired = 1;
    L->now = t.due;
    if (--r->fuel < 0) {
      ts_wrong(r, REL_W_OUT_OF_FUEL, t.at, "out of fuel");
      return TL_WRONG;
    }
    ts_val ignored;
    ts_comp c = ts_call(r, t.cb, ts_undef(), t.args, t.nargs, &ignored, t.at);
    if (c == C_WRONG) return TL_WRONG;
    if (c == C_THROW) return TL_UNCAUGHT;
  }
}

/* V8's NoSideEffectsToString for what node writes into the message: primitives by ToString, an
 * array "[object Array]", another object "#<ClassName>". -1: a function (its source text). */
static int no_side_effects_string(ts_rt *r, ts_val v, strbuf *sb) {
  if (v.t != TV_OBJ) {
    const ts_str *s;
    if (ts_to_string(r, v, &s, NULL) != C_NORMAL) return -1;
    ts_str_utf8(s, sb);
    return 0;
  }
  ts_obj *o = v.o;
  switch (o->k) {
  case TO_ARRAY: sb_puts(sb, "[object Array]"); return 0;
  case TO_MAP: sb_puts(sb, "#<Map>"); return 0;
  case TO_SET: sb_puts(sb, "#<Set>"); return 0;
  case TO_PLAIN:
    sb_puts(sb, "#<");
    sb_puts(sb, o->klass && o->klass->name ? o->klass->name : "Object");
    sb_putc(sb, '>');
    return 0;
  default: return -1;
  }
}

int ts_loop_unhandled_text(ts_rt *r, ts_val v, strbuf *sb) {
  /* node throws an error-like reason (one with a stack) as it is, and prints its stack, whose
   * first line is "Name: message"; for any other value it throws its UnhandledPromiseRejection */
  if (v.t == TV_OBJ)
    for (ts_obj *k = v.o->klass; k; k = k->parent)
      if (k->builtin_error) {
        sb_puts(sb, "Uncaught ");
        ts_show(r, v, sb);
        return 0;
      }
  sb_puts(sb, "UnhandledPromiseRejection: This error originated either by throwing inside of an async function "
              "without a catch block, or by rejecting a promise which was not handled with .catch(). The promise "
              "rejected with the reason \"");
  if (no_side_effects_string(r, v, sb) < 0) return -1;
  sb_puts(sb, "\".");
  return 0;
}
