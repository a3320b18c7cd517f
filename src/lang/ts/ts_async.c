/* ts_async.c — async functions (ECMA-262 §27.7): each call runs its body on a coroutine of its
 * own (ucontext, a stack reserved as large as the main one, touched as used), so that await can leave the
 * interpreter's recursion in the middle of an expression and come back to it from a promise job.
 * Only the async body's own frames are on that stack when it suspends: a call it makes runs to
 * its end (or to an async callee's first await, on the callee's coroutine) before it returns. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE, MAP_STACK */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>

#include "lang/ts/ts_async.h"

#if defined(__SANITIZE_ADDRESS__)
#define TS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TS_ASAN 1
#endif
#endif
#ifdef TS_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

/* The main stack's size: whatever depth of calls works there works on a coroutine. */
static const size_t STACK_SIZE = (size_t)8 << 20;
static const size_t GUARD = 4096;
/* Equiv's limit on async calls suspended at once (their stacks are address space). */
enum { MAX_LIVE = 4096 };

typedef struct stack {
  struct stack *next; /* the pool's list */
  void *base;         /* the mapping, its guard page first */
} stack;

struct ts_coro {
  ts_coro *next_all;
  ucontext_t ctx, back;   /* its own context; the one that last switched into it */
  stack *st;
  ts_rt *r;
  /* the call */
  ts_obj *clo;
  ts_val thisv;
  ts_val *args;
  int nargs;
  ts_obj *promise;
  /* state */
  int done;
  ts_comp seg;            /* how the last run of it ended: C_NORMAL (suspended or done) or C_WRONG */
  int base_depth, held;   /* r->depth where it runs from, and the calls it holds while suspended */
  int rejected;           /* the value await resumes with */
  ts_val value;
#ifdef TS_ASAN
  void *fake;
  const void *back_bottom;
  size_t back_size;
#endif
};

static _Thread_local ts_coro *starting;

static void *stack_low(const stack *s) { return (char *)s->base + GUARD; }

static stack *stack_get(struct ts_loop *L) {
  stack *s = L->pool;
  if (s) {
    L->pool = s->next;
    return s;
  }
  void *m = mmap(NULL, STACK_SIZE + GUARD, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (m == MAP_FAILED) return NULL;
  mprotect(m, GUARD, PROT_NONE); /* an overflow faults instead of writing below */
  s = malloc(sizeof *s);
  if (!s) {
    munmap(m, STACK_SIZE + GUARD);
    return NULL;
  }
  s->base = m;
  s->next = NULL;
  return s;
}

/* Under ASan, the frames that died on a stack leave poisoned shadow behind, which nothing clears
 * before the stack is used again or its addresses mapped anew: a fresh mapping in its place has
 * ASan's mmap interceptor clear the shadow by releasing its pages (unpoisoning would write 1 MB of
 * shadow per stack). */
static void stack_clean(stack *s) {
#ifdef TS_ASAN
  mmap(stack_low(s), STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED,
       -1, 0);
#else
  (void)s;
#endif
}

static void stack_put(struct ts_loop *L, stack *s) {
  stack_clean(s);
  s->next = L->pool;
  L->pool = s;
}

static void stack_unmap(stack *s) {
  munmap(s->base, STACK_SIZE + GUARD);
  free(s);
}

/* Saves the current context in save and continues in to; returns when save is resumed.
 * getcontext and setcontext rather than swapcontext: ASan intercepts swapcontext and writes a
 * warning to standard error on its first use, which would become part of a run's output; the
 * switches are annotated for ASan below instead. */
static void switch_to(ucontext_t *save, const ucontext_t *to) {
  volatile int resumed = 0;
  getcontext(save);
  if (!resumed) {
    resumed = 1;
    setcontext(to);
  }
}

/* Switches from the current context into co and back: the run of co until it awaits or ends. */
static ts_comp enter(ts_rt *r, ts_coro *co) {
  struct ts_loop *L = r->loop;
  ts_coro *prev = L->cur;
  int depth = r->depth;
  L->cur = co;
#ifdef TS_ASAN
  void *fake = NULL;
  __sanitizer_start_switch_fiber(&fake, stack_low(co->st), STACK_SIZE);
#endif
  switch_to(&co->back, &co->ctx);
#ifdef TS_ASAN
  __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#endif
  L->cur = prev;
  r->depth = depth;
  ts_comp c = co->seg;
  if (co->done) {
    stack_put(L, co->st);
    co->st = NULL;
    L->live--;
  }
  return c;
}

/* Leaves co for the context that entered it; returns when co is entered again. */
static void leave(ts_rt *r, ts_coro *co, int final) {
  co->held = r->depth - co->base_depth;
#ifdef TS_ASAN
  __sanitizer_start_switch_fiber(final ? NULL : &co->fake, co->back_bottom, co->back_size);
#else
  (void)final;
#endif
  switch_to(&co->ctx, &co->back);
#ifdef TS_ASAN
  __sanitizer_finish_switch_fiber(co->fake, &co->back_bottom, &co->back_size);
#endif
  /* resumed by a job: the calls it holds sit above the resumer's */
  co->base_depth = r->depth;
  r->depth += co->held;
}

/* EvaluateAsyncFunctionBody / AsyncBlockStart (§15.8.4, §27.7.5.2): the body's normal end
 * resolves the promise (a returned promise is adopted: the thenable job's extra ticks), a throw
 * rejects it. */
static void coro_main(void) {
  ts_coro *co = starting;
  ts_rt *r = co->r;
#ifdef TS_ASAN
  __sanitizer_finish_switch_fiber(NULL, &co->back_bottom, &co->back_size);
#endif
  co->base_depth = r->depth;
  ts_val v;
  ts_comp c = ts_exec_body(r, co->clo, co->thisv, co->args, co->nargs, &v);
  if (c == C_NORMAL) {
    c = ts_promise_resolve(r, co->promise, v, co->clo->fn);
  } else if (c == C_THROW) {
    ts_promise_reject(r, co->promise, r->ret);
    c = C_NORMAL;
  } else if (c != C_WRONG) {
    c = ts_wrong(r, REL_W_UNSUPPORTED, co->clo->fn, "break or continue out of a function");
  }
  co->seg = c;
  co->done = 1;
  leave(r, co, 1);
  abort(); /* a finished coroutine is never entered again */
}

ts_comp ts_async_call(ts_rt *r, ts_obj *clo, ts_val thisv, const ts_val *args, int nargs, ts_val *out,
                      const ts_node *at) {
  struct ts_loop *L = r->loop;
  if (L->live >= MAX_LIVE)
    return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "more than %d async calls suspended at once", MAX_LIVE);
  ts_coro *co = arena_alloc(r->a, sizeof *co);
  co->st = stack_get(L);
  if (!co->st) return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "no memory for an async call's stack");
  co->r = r;
  co->clo = clo;
  co->thisv = thisv;
  if (nargs) {
    co->args = arena_alloc(r->a, (size_t)nargs * sizeof *args);
    memcpy(co->args, args, (size_t)nargs * sizeof *args);
  }
  co->nargs = nargs;
  co->promise = ts_promise_new(r);
  co->next_all = L->all;
  L->all = co;
  L->live++;
  getcontext(&co->ctx);
  co->ctx.uc_stack.ss_sp = stack_low(co->st);
  co->ctx.uc_stack.ss_size = STACK_SIZE;
  co->ctx.uc_link = NULL;
  makecontext(&co->ctx, coro_main, 0);
  starting = co;
  ts_comp c = enter(r, co);
  if (c != C_NORMAL) return c;
  *out = ts_objv(co->promise);
  return C_NORMAL;
}

ts_comp ts_await(ts_rt *r, ts_val v, ts_val *out, const ts_node *at) {
  ts_coro *co = r->loop ? r->loop->cur : NULL;
  /* only the async body's own frames may be on the coroutine when it suspends (the file's
   * header): an await in a function it called (an AST the front end would not write) is refused */
  if (!co || r->depth != co->base_depth) return ts_wrong(r, REL_W_UNSUPPORTED, at, "await outside an async function");
  /* §27.7.5.3: a promise is awaited as it is, anything else through a new resolved promise; the
   * continuation is a reaction without a derived promise */
  ts_obj *p;
  ts_comp c = ts_promise_coerce(r, v, &p, at);
  if (c != C_NORMAL) return c;
  ts_reaction re = {NULL, ts_undef(), ts_undef(), co, at};
  ts_promise_then(r, p, re);
  co->seg = C_NORMAL;
  leave(r, co, 0);
  if (co->rejected) {
    r->ret = co->value;
    return C_THROW;
  }
  *out = co->value;
  return C_NORMAL;
}

ts_comp ts_async_resume(ts_rt *r, ts_coro *co, int rejected, ts_val v) {
  co->rejected = rejected;
  co->value = v;
  return enter(r, co);
}

void ts_async_free(ts_rt *r) {
  struct ts_loop *L = r->loop;
  if (!L) return;
  for (ts_coro *co = L->all; co; co = co->next_all)
    if (co->st) { /* suspended for good: its frames hold nothing but the run's arena */
      stack_clean(co->st);
      stack_unmap(co->st);
      co->st = NULL;
    }
  while (L->pool) {
    stack *s = L->pool;
    L->pool = s->next;
    stack_unmap(s);
  }
}
