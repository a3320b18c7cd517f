/* ts_async.h — the TypeScript room's promises, async functions and event loop (private to
 * src/lang/ts): promise objects with their states and reactions (ECMA-262 §27.2), the job queue in
 * the order HostEnqueuePromiseJob gives (§9.5), async functions run on coroutines so that await can
 * suspend the interpreter's recursion (§27.7.5.3), and node's loop: microtasks after every
 * macrotask, unhandled rejections checked after each drain, then timers (docs/ts.md). */
#ifndef EQUIV_LANG_TS_TS_ASYNC_H
#define EQUIV_LANG_TS_TS_ASYNC_H

#include "lang/ts/ts_rt.h"

/* [[PromiseState]] (§27.2.6) */
typedef enum ts_pstate { TP_PENDING, TP_FULFILLED, TP_REJECTED } ts_pstate;

typedef struct ts_coro ts_coro;

/* One PromiseReaction pair (§27.2.1.2): the spec keeps a fulfil list and a reject list which
 * PerformPromiseThen always appends to together and which are triggered whole, so one list of
 * pairs is the same. cap: the derived promise (then's capability), or NULL for await's and the
 * library's internal reactions; co: await's suspended coroutine (handlers unused). */
typedef struct ts_reaction {
  ts_obj *cap;
  ts_val on_fulfilled, on_rejected; /* undefined: the empty handler (identity, thrower) */
  ts_coro *co;
  const ts_node *at;  /* where the reaction was added, for places */
} ts_reaction;

struct ts_promise {
  ts_pstate state;
  ts_val result;
  int handled;            /* [[PromiseIsHandled]] */
  ts_reaction *reactions; /* while pending */
  int nreactions, capreactions;
};

/* A library function with its own state: resolving functions, Promise.all's element functions,
 * finally's closures. */
typedef ts_comp (*ts_native_fn)(ts_rt *r, ts_obj *self, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                                const ts_node *at);
struct ts_native {
  ts_native_fn fn;
  void *data;
};

/* A queued job (§9.5 HostEnqueuePromiseJob): a reaction, or a thenable to adopt. */
typedef struct ts_job {
  int thenable;       /* 0: NewPromiseReactionJob(re, arg); 1: NewPromiseResolveThenableJob; 2: a
                         queueMicrotask callback (re.on_fulfilled, called with no argument) */
  ts_reaction re;
  int rejected;
  ts_val arg;
  ts_obj *p;          /* thenable: the promise to resolve, the thenable, its then (re.at: where) */
  ts_val thenable_v, then;
} ts_job;

/* A timer of setTimeout: due on the loop's virtual clock. */
typedef struct ts_timer {
  ts_val cb;
  ts_val *args;
  int nargs;
  double due;
  int cleared, fired;
  const ts_node *at;
} ts_timer;

struct ts_loop {
  ts_obj *promise_cls, *promise_proto;
  ts_job *jobs;       /* the queue: jobs[head..n) */
  size_t head, n, cap;
  ts_obj **rejected;  /* rejected while unhandled, in order, since the last check */
  int nrejected, caprejected;
  ts_timer *timers;   /* in creation order */
  int ntimers, captimers;
  double now;         /* the virtual clock, in ms */
  ts_coro *cur;       /* the running coroutine; NULL on the run's own stack */
  int live;           /* coroutines alive */
  void *pool;         /* stacks free for reuse */
  ts_coro *all;       /* every coroutine made, for ts_async_free */
};

/* ---- promises (ts_promise.c) ---- */
/* Installs Promise (with then, catch, finally, resolve, reject, all), setTimeout and clearTimeout. */
void ts_async_init(ts_rt *r);
/* A new pending promise. */
ts_obj *ts_promise_new(ts_rt *r);
/* The promise object v holds, or NULL. */
ts_obj *ts_promise_of(ts_val v);
/* The steps of a promise's resolve function after its alreadyResolved check (§27.2.1.3.2): a
 * thenable is adopted through a NewPromiseResolveThenableJob. C_NORMAL or C_WRONG. */
ts_comp ts_promise_resolve(ts_rt *r, ts_obj *p, ts_val resolution, const ts_node *at);
/* RejectPromise (§27.2.1.7), with the host's rejection tracker. */
void ts_promise_reject(ts_rt *r, ts_obj *p, ts_val reason);
/* PromiseResolve(%Promise%, x) (§27.2.4.7.1): x itself when it is a promise. */
ts_comp ts_promise_coerce(ts_rt *r, ts_val x, ts_obj **out, const ts_node *at);
/* PerformPromiseThen (§27.2.5.4.1) with a reaction built by the caller. */
void ts_promise_then(ts_rt *r, ts_obj *p, ts_reaction re);
/* Runs a NewPromiseReactionJob or NewPromiseResolveThenableJob (what ts_loop_drain pops). */
ts_comp ts_promise_reaction_job(ts_rt *r, const ts_reaction *re, int rejected, ts_val arg);
ts_comp ts_promise_thenable_job(ts_rt *r, ts_obj *p, ts_val thenable, ts_val then, const ts_node *at);
/* new Promise(executor) (§27.2.3.1). */
ts_comp ts_promise_construct(ts_rt *r, ts_obj *cls, const ts_val *args, int nargs, ts_val *out, const ts_node *at);
/* Calls a TO_BUILTIN or TO_CLASS with a native function. */
ts_comp ts_native_call(ts_rt *r, ts_obj *f, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                       const ts_node *at);
/* The text of a returned promise, settled as the loop left it: Promise{<fulfilled>: V},
 * Promise{<rejected>: V}, Promise{<pending>}. */
void ts_promise_show(ts_rt *r, ts_obj *p, strbuf *sb);

/* ---- async functions (ts_async.c) ---- */
/* Calls async closure clo (§27.7.5.1 AsyncFunctionStart): its body runs on a coroutine until its
 * first await; *out is its promise. C_WRONG when the body went wrong before that await. */
ts_comp ts_async_call(ts_rt *r, ts_obj *clo, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                      const ts_node *at);
/* Await(v) (§27.7.5.3) inside the running coroutine: C_NORMAL with the value, C_THROW with the
 * reason in r->ret, C_WRONG. */
ts_comp ts_await(ts_rt *r, ts_val v, ts_val *out, const ts_node *at);
/* Resumes co with the settled value (await's reaction job). */
ts_comp ts_async_resume(ts_rt *r, ts_coro *co, int rejected, ts_val v);
/* Frees the coroutines' stacks (suspended ones included) at the end of a run. */
void ts_async_free(ts_rt *r);

/* The body of closure clo run as a plain call (ts_exec.c): what a coroutine runs. */
ts_comp ts_exec_body(ts_rt *r, ts_obj *clo, ts_val thisv, const ts_val *args, int nargs, ts_val *out);

/* ---- the job queue and the event loop (ts_async_loop.c) ---- */
void ts_loop_reaction(ts_rt *r, ts_reaction re, int rejected, ts_val arg);
void ts_loop_thenable(ts_rt *r, ts_obj *p, ts_val thenable, ts_val then, const ts_node *at);
/* queueMicrotask(cb) (node's, over V8's one microtask queue with the promise jobs): cb joins the
 * queue; an exception out of it ends the run as an uncaught one. */
void ts_loop_microtask(ts_rt *r, ts_val cb, const ts_node *at);
/* HostPromiseRejectionTracker(p, "reject") (§27.2.1.9): node checks p after the queue drains. */
void ts_loop_track_rejection(ts_rt *r, ts_obj *p);
/* setTimeout's timer: its id (for clearTimeout). */
int ts_loop_timer(ts_rt *r, ts_val cb, double delay, const ts_val *args, int nargs, const ts_node *at);
void ts_loop_clear_timer(ts_rt *r, int id);

/* How the loop ended. */
typedef enum ts_loop_end {
  TL_IDLE,      /* nothing left to run */
  TL_UNCAUGHT,  /* a timer's callback threw: r->ret */
  TL_UNHANDLED, /* a rejection no handler took: r->ret the reason */
  TL_WRONG      /* went wrong (r->w*) */
} ts_loop_end;
/* Runs what the script left: drains the microtasks, checks unhandled rejections, runs the next
 * timer (by due time on a virtual clock, then creation order), and again. */
ts_loop_end ts_loop_run(ts_rt *r);
/* Node's line for an unhandled rejection with reason v (into sb); -1 for a reason whose text node
 * takes from its source (a function). */
int ts_loop_unhandled_text(ts_rt *r, ts_val v, strbuf *sb);

#endif
