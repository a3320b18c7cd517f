/* gmp_pool.c — GMP's small blocks on per-thread free lists (see gmp_pool.h for why). */
#include "core/gmp_pool.h"

#include <gmp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LIMB = sizeof(mp_limb_t), KEEP_PER_CLASS = 64 };

/* One list per size class: class k holds blocks of exactly k limbs (GMP asks limb multiples). */
typedef struct block {
  struct block *next;
} block;

typedef struct pool {
  block *free[EQ_GMP_POOL_LIMBS + 1];
  unsigned n[EQ_GMP_POOL_LIMBS + 1];
  int registered; /* the thread's destructor is set */
} pool;

static _Thread_local pool tl;
static pthread_key_t drain_key;

/* A thread's lists go back to malloc when it ends, so a worker thread per run does not grow. */
static void drain(void *unused) {
  (void)unused;
  for (int k = 1; k <= EQ_GMP_POOL_LIMBS; k++) {
    while (tl.free[k]) {
      block *b = tl.free[k];
      tl.free[k] = b->next;
      free(b);
    }
    tl.n[k] = 0;
  }
}

static int class_of(size_t bytes) {
  if (bytes == 0 || bytes % LIMB || bytes / LIMB > EQ_GMP_POOL_LIMBS) return 0;
  return (int)(bytes / LIMB);
}

static void *must(void *p, size_t n) {
  if (!p) {
    /* GMP has no way to report a failed allocation; its own default aborts too */
    fprintf(stderr, "equiv: out of memory (%zu bytes for a big number)\n", n);
    abort();
  }
  return p;
}

static void *pool_alloc(size_t n) {
  int k = class_of(n);
  if (k && tl.free[k]) {
    block *b = tl.free[k];
    tl.free[k] = b->next;
    tl.n[k]--;
    return b;
  }
  return must(malloc(n), n);
}

static void pool_free(void *p, size_t n) {
  if (!p) return;
  int k = class_of(n);
  if (k && tl.n[k] < KEEP_PER_CLASS) {
    if (!tl.registered) {
      /* the value only has to be non-NULL for the destructor to run at thread exit */
      pthread_setspecific(drain_key, &tl);
      tl.registered = 1;
    }
    block *b = p;
    b->next = tl.free[k];
    tl.free[k] = b;
    tl.n[k]++;
    return;
  }
  free(p);
}

static void *pool_realloc(void *p, size_t old, size_t n) {
  int ko = class_of(old), kn = class_of(n);
  if (ko && ko == kn) return p;
  if (!ko && !kn) return must(realloc(p, n), n); /* both outside the pool: malloc's own */
  void *q = pool_alloc(n);
  memcpy(q, p, old < n ? old : n);
  pool_free(p, old);
  return q;
}

static void install_once(void) {
  pthread_key_create(&drain_key, drain);
  mp_set_memory_functions(pool_alloc, pool_realloc, pool_free);
}

void eq_gmp_pool_install(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, install_once);
}

size_t eq_gmp_pool_kept(void) {
  size_t n = 0;
  for (int k = 1; k <= EQ_GMP_POOL_LIMBS; k++) n += tl.n[k];
  return n;
}
