/* cc_stack.c — big stacks for the C room: runs a job on a worker thread whose stack is a large
 * region reserved once and committed lazily, so the interpreted program's call depth is bounded by
 * fuel and that region, not by the caller's stack (issue 9: 1198 calls filled 4 MiB under ASan),
 * and clang's parser and the lowering have room for deep nesting.
 *
 * Workers are kept in a pool and reused: `equiv diff` runs the interpreter hundreds of times per
 * function (probing, replay), and creating a thread costs 50-250 us here where a handoff costs a
 * few. A caller blocks until its job is done, so a job runs on exactly one thread at a time and
 * every write of the job happens before the caller continues (the mutex orders them). */
#define _DEFAULT_SOURCE /* MAP_NORESERVE, MAP_STACK, MADV_DONTNEED */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "lang/c/cc_stack.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
/* A run that goes wrong longjmps out of its frames; ASan clears their shadow at the jump only
 * when less than 64 MiB of stack is skipped (it warns once otherwise), so the worker clears the
 * dead part of its stack itself before the next job, or that job could meet stale redzones. */
#define CLEAR_SHADOW(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define CLEAR_SHADOW(p, n) ((void)(p), (void)(n))
#endif

/* Guard pages below the region: an overflow past the depth bound faults instead of writing into
 * whatever is mapped below (the bound keeps the interpreter well above them). */
enum { GUARD_BYTES = 64 << 10 };
/* After each job the stack below the top KEEP_BYTES (the worker's own frames) is given back, so one
 * deep recursion does not keep its memory for the process; SLACK_BYTES below the lowest address
 * the job reports covers the leaf frames it did not see. */
enum { KEEP_BYTES = 1 << 20, SLACK_BYTES = 1 << 20 };

typedef struct worker {
  pthread_t th;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  char *region;                  /* GUARD_BYTES of guard, then CC_STACK_BYTES of stack */
  uintptr_t (*job)(void *);      /* set by the caller, cleared by the worker when done */
  void *arg;
  struct worker *next;           /* in the idle pool */
} worker;

static pthread_mutex_t pool_mu = PTHREAD_MUTEX_INITIALIZER;
static worker *pool; /* idle workers */

static void *worker_main(void *p) {
  worker *w = p;
  pthread_mutex_lock(&w->mu);
  for (;;) {
    while (!w->job) pthread_cond_wait(&w->cv, &w->mu);
    pthread_mutex_unlock(&w->mu);
    uintptr_t low = w->job(w->arg);
    /* everything below the top KEEP_BYTES is dead now (this frame is near the top); giving back
     * pages never touched costs the kernel next to nothing, clearing shadow costs ASan 1/8 of
     * the range, so only the part the job reports is cleared */
    uintptr_t lo = (uintptr_t)w->region + GUARD_BYTES, hi = lo + CC_STACK_BYTES - KEEP_BYTES;
    madvise((void *)lo, hi - lo, MADV_DONTNEED);
    if (low) {
      /* shadow is cleared up to this frame, not only to the kept top: the job's first frames lie
       * in the top KEEP_BYTES too, and a jump that skipped more than 64 MiB left them poisoned */
      const long page = sysconf(_SC_PAGESIZE);
      char here;
      uintptr_t below_here = ((uintptr_t)&here - (uintptr_t)page) & ~(uintptr_t)(page - 1);
      if (low > lo + SLACK_BYTES) lo = (low - SLACK_BYTES) & ~(uintptr_t)(page - 1);
      if (lo < below_here) CLEAR_SHADOW((void *)lo, below_here - lo);
    }
    pthread_mutex_lock(&w->mu);
    w->job = NULL;
    pthread_cond_signal(&w->cv);
  }
  return NULL;
}

static worker *worker_new(void) {
  size_t total = (size_t)GUARD_BYTES + CC_STACK_BYTES;
  /* MAP_NORESERVE: the region is address space; only the pages a job touches are committed. */
  char *reg = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                   -1, 0);
  if (reg == MAP_FAILED) return NULL;
  worker *w = calloc(1, sizeof *w);
  pthread_attr_t at;
  int ok = w && mprotect(reg, GUARD_BYTES, PROT_NONE) == 0 && pthread_attr_init(&at) == 0;
  if (ok) {
    w->region = reg;
    pthread_mutex_init(&w->mu, NULL);
    pthread_cond_init(&w->cv, NULL);
    ok = pthread_attr_setstack(&at, reg + GUARD_BYTES, CC_STACK_BYTES) == 0 &&
         pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED) == 0 &&
         pthread_create(&w->th, &at, worker_main, w) == 0;
    pthread_attr_destroy(&at);
    if (!ok) {
      pthread_cond_destroy(&w->cv);
      pthread_mutex_destroy(&w->mu);
    }
  }
  if (!ok) {
    free(w);
    munmap(reg, total);
    return NULL;
  }
  return w;
}

int cc_stack_run(uintptr_t (*job)(void *), void *arg) {
  pthread_mutex_lock(&pool_mu);
  worker *w = pool;
  if (w) pool = w->next;
  pthread_mutex_unlock(&pool_mu);
  if (!w) w = worker_new();
  if (!w) return 0; /* no address space or threads left */
  pthread_mutex_lock(&w->mu);
  w->arg = arg;
  w->job = job;
  pthread_cond_signal(&w->cv);
  while (w->job) pthread_cond_wait(&w->cv, &w->mu);
  pthread_mutex_unlock(&w->mu);
  pthread_mutex_lock(&pool_mu);
  w->next = pool;
  pool = w;
  pthread_mutex_unlock(&pool_mu);
  return 1;
}
