/* bigmap.h — large anonymous memory for bulk data that is written once and freed at once (a
 * parse's tree, its token vector), backed by transparent huge pages where the kernel offers them.
 *
 * Why: on a virtual machine a page fault costs some microseconds; a 50,000-line COBOL program's
 * representation is some 15,000 pages of 4 KB, and their faults were half of its parse. Mapped at
 * 2 MB alignment and advised MADV_HUGEPAGE, the same memory is a handful of 2 MB pages. Where
 * huge pages are off (transparent_hugepage=never) the mapping is the usual 4 KB pages, populated
 * in one call when asked. */
#ifndef EQUIV_CORE_BIGMAP_H
#define EQUIV_CORE_BIGMAP_H

#include <stddef.h>

/* A zero-filled mapping of at least size bytes (rounded up to a page), or NULL when the system
 * refuses one (the caller then falls back to eq_malloc). populate: fault every page in now (the
 * caller will write all of it); otherwise pages come on first touch. */
void *eq_bigmap(size_t size, int populate);
/* Returns a mapping made by eq_bigmap with the same size. */
void eq_bigunmap(void *p, size_t size);

#endif
