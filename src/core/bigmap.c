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
#ifdef MADV_POPULATE_WRITE
  /* Linux 5.14 and later; earlier kernels refuse it and the pages come on first touch. */
  if (populate) (void)madvise(a, size, MADV_POPULATE_WRITE);
#else
  (void)populate;
#endif
  return a;
}

void eq_bigunmap(void *p, size_t size) {
  if (p) munmap(p, page_round(size));
}
