/* arena.c — bump allocator over a chain of blocks, plus checked malloc wrappers.
 * Invariant: every block's used <= size; allocations are max_align_t aligned. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE */
#include "core/arena.h"
#include "core/meter.h"

#include <stdarg.h>
#include <stdalign.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <malloc.h>
#include <sys/mman.h>

typedef struct block {
  struct block *next;
  size_t size, used;
  alignas(max_align_t) unsigned char data[];
} block;

struct arena {
  block *head;
  size_t total;
};

static long fail_countdown;  /* 0: never fail */

static void default_oom(void) {
  fputs("equiv: internal error: out of memory\n", stderr);
  exit(2);
}
static eq_oom_handler oom_handler = default_oom;

void eq_set_oom_handler(eq_oom_handler h) { oom_handler = h ? h : default_oom; }
void eq_alloc_fail_after(long n) { fail_countdown = n; }

static int should_fail(void) {
  if (fail_countdown <= 0) return 0;
  return --fail_countdown == 0;
}

/* A large table (a file's records, an image written) is asked to be backed by 2 MiB pages where
 * the kernel gives them on request (transparent huge pages in "madvise" mode, as on Debian): each
 * 4 KiB page was a fault of its own, and the faults were a fifth of `equiv cobol run` over
 * 100,000 records (make bench: 3,975 minor faults, 1,456 with whole huge pages). A kernel without
 * THP ignores the advice; the blocks then cost their rounding to 2 MiB of address space only. */
enum { HUGE_MIN = 2 << 20, HUGE_PAGE = 2 << 20 };

static void advise_huge(void *p, size_t n) {
#ifdef MADV_HUGEPAGE
  if (n < HUGE_MIN) return;
  uintptr_t a = ((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
  uintptr_t e = ((uintptr_t)p + n) & ~(uintptr_t)(HUGE_PAGE - 1);
  if (e > a) (void)madvise((void *)a, e - a, MADV_HUGEPAGE);
#else
  (void)p;
  (void)n;
#endif
}

/* A large block at a 2 MiB boundary, its size rounded up to whole 2 MiB pages, so that all of it
 * can be backed by huge pages (advise_huge): a table the size of a file's records faulted in a
 * few 2 MiB pages at a time, not 4 KiB ones. */
static void *huge_alloc(size_t n) {
  void *p = NULL;
  size_t size = (n + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
  if (posix_memalign(&p, HUGE_PAGE, size) != 0) return NULL;
  advise_huge(p, size);
  return p;
}

void *eq_malloc(size_t n) {
  void *p = should_fail() ? NULL : n >= HUGE_MIN ? huge_alloc(n) : malloc(n ? n : 1);
  if (!p) oom_handler();
  return p;
}
void *eq_calloc(size_t n, size_t size) {
  void *p = should_fail() ? NULL : calloc(n ? n : 1, size ? size : 1);
  if (!p) oom_handler();
  return p;
}
void *eq_realloc(void *q, size_t n) {
  int fail = should_fail();
  if (n >= HUGE_MIN && !fail) {
    /* a table growing past 2 MiB moves to a huge_alloc block (realloc would not keep the
     * alignment); one that is there already and has room stays */
    size_t have = q ? malloc_usable_size(q) : 0;
    if (q && have >= n && ((uintptr_t)q & (HUGE_PAGE - 1)) == 0) return q;
    void *p = huge_alloc(n);
    if (!p) oom_handler();
    if (q) memcpy(p, q, have < n ? have : n);
    free(q);
    return p;
  }
  void *p = fail ? NULL : realloc(q, n ? n : 1);
  if (!p) oom_handler();
  return p;
}
char *eq_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(eq_malloc(n), s, n);
}

arena *arena_new(void) { return eq_calloc(1, sizeof(arena)); }

void arena_free(arena *a) {
  if (!a) return;
  for (block *b = a->head, *next; b; b = next) {
    next = b->next;
    eq_meter_sub(sizeof(block) + b->size);
    free(b);
  }
  free(a);
}

void *arena_alloc(arena *a, size_t n) {
  const size_t align = alignof(max_align_t);
  n = (n + align - 1) & ~(align - 1);
  if (n == 0) n = align;
  block *b = a->head;
  if (!b || b->size - b->used < n) {
    size_t size = n > 32768 ? n : 32768;
    b = eq_malloc(sizeof(block) + size);
    eq_meter_add(sizeof(block) + size); /* the unit's memory budget counts every block (meter.h) */
    b->size = size;
    b->used = 0;
    b->next = a->head;
    a->head = b;
  }
  void *p = b->data + b->used;
  b->used += n;
  a->total += n;
  memset(p, 0, n);
  return p;
}

char *arena_strndup(arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}
char *arena_strdup(arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return p;
}

size_t arena_used(const arena *a) { return a->total; }
