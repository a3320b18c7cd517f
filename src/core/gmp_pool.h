/* gmp_pool.h — GMP's memory through per-thread lists of small blocks.
 *
 * Why: the COBOL interpreter computes in exact decimals (GMP integers), and nearly every
 * statement makes a few short-lived temporaries: on the arithmetic bench ~14% of the
 * instructions were malloc/realloc/free of blocks of one or two limbs. Blocks of up to
 * EQ_GMP_POOL_LIMBS limbs are kept on a free list of the thread that frees them and handed out
 * again; bigger ones go to malloc. Values are unchanged: only where their limbs live. */
#ifndef EQUIV_CORE_GMP_POOL_H
#define EQUIV_CORE_GMP_POOL_H

#include <stddef.h>

enum { EQ_GMP_POOL_LIMBS = 8 };

/* Makes GMP allocate through the pool, for the whole process (mp_set_memory_functions). Call it
 * once, first thing in main, before any thread starts: GMP's allocation functions are global.
 * Blocks GMP took from malloc before the call are still freed correctly (each pooled block is a
 * malloc block of at least its size). */
void eq_gmp_pool_install(void);

/* Blocks this thread keeps on its lists (for tests). */
size_t eq_gmp_pool_kept(void);

#endif
