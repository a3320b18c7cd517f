/* bigmap.c — large mappings on 2 MB boundaries advised for transparent huge pages (see bigmap.h). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, madvise */
#include "core/bigmap.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

enum { HUGE = 1 << 21 }; /* x86-64's and arm64's transparent huge page */

static size_t page_round(size_t n) {
  size_t pg = (size_t)sysconf(_SC_PAGESIZE);
  return (n + pg - 1) & ~(pg - 1);
}

void *eq_bigmap(size_t size, int populate) {
  size = page_round(size);
  /* Map HUGE more and unmap the ends, so that the start is 2 MB aligned: a huge page can only
   * back an aligned 2 MB range. */
  size_t span = size + HUGE;
  unsigned char *p = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  unsigned char *a = (unsigned char *)(((uintptr_t)p + HUGE - 1) & ~(uintptr_t)(HUGE - 1));
  if (a > p) munmap(p, (size_t)(a - p));
  if (p + span > a + size) munmap(a + size, (size_t)(p + span - (a + size)));
#ifdef MADV_HUGEPAGE
  (void)madvise(a, size, MADV_HUGEPAGE); /* refused where the kernel has no THP: 4 KB pages then */
#endif
  if (!populate) return a;
#ifdef MADV_POPULATE_WRITE
  if (madvise(a, size, MADV_POPULATE_WRITE) == 0) return a;
#endif
  /* Before Linux 5.14 (no MADV_POPULATE_WRITE): the range mapped again in place, populated by the
   * mapping call (MAP_FIXED replaces the mapping; the huge-page advice goes with it). */
#ifdef MAP_POPULATE
  if (mmap(a, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_POPULATE, -1, 0) ==
      MAP_FAILED) {
    munmap(a, size); /* a failed MAP_FIXED may have removed the old mapping: none is kept */
    return NULL;
  }
#endif
  return a;
}

void eq_bigunmap(void *p, size_t size) {
  if (p) munmap(p, page_round(size));
}
