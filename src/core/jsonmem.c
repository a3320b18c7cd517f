/* jsonmem.c — jansson's allocation hooks (json_set_alloc_funcs) over a bump region. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_POPULATE */
#include "core/jsonmem.h"

#include <jansson.h>
#include <stdalign.h>
#include <stddef.h>
#include <sys/mman.h>

#include "core/arena.h"

#if defined(__SANITIZE_ADDRESS__)
#define JSONMEM_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define JSONMEM_SANITIZED 1
#endif
#endif

enum { CHUNK = 1 << 22 }; /* 4 MiB: a 50,000-line program takes about 50 chunks */

static int in_use;

#ifndef JSONMEM_SANITIZED
static char *cur, *end;

/* Chunks after the first are mapped with their pages populated at once: the document of a
 * 50,000-line program takes some 30,000 pages, each a page fault when first touched (12% of
 * the time of that parse). The first chunk is an ordinary allocation, so that a small program
 * pays for the pages it uses only. Chunks live until the process ends, as the region does. */
static char *chunk(size_t size) {
  static int chunks;
#ifdef MAP_POPULATE
  if (chunks++ > 0) {
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (p != MAP_FAILED) return p;
  }
#else
  (void)chunks;
#endif
  return eq_malloc(size);
}

/* jansson's blocks hold pointers, sizes, json_int_t and double, nothing wider: aligned to the widest
 * of those, not to max_align_t (16 bytes on x86-64, for long double), most blocks are a few words
 * and the padding was a tenth of the region of a 50,000-line program (pages to fault in). */
typedef union jansson_align {
  void *p;
  size_t z;
  json_int_t i;
  double d;
} jansson_align;

static void *region_malloc(size_t n) {
  const size_t align = alignof(jansson_align);
  n = (n + align - 1) & ~(align - 1);
  if ((size_t)(end - cur) < n) {
    /* a request larger than a chunk gets a block of its own; the rest of the old chunk is left */
    size_t size = n > CHUNK ? n : CHUNK;
    cur = chunk(size);
    end = cur + size;
  }
  void *p = cur;
  cur += n;
  return p;
}

static void region_free(void *p) { (void)p; }
#endif

void jsonmem_use_region(void) {
#ifndef JSONMEM_SANITIZED
  json_set_alloc_funcs(region_malloc, region_free);
  in_use = 1;
#endif
}

void jsonmem_release(json_t *j) {
  if (!in_use) json_decref(j);
}
