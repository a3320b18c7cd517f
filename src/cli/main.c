/* main.c — process entry point for build/equiv; everything else lives in cli.c and below. */
#include <malloc.h>

#include "cli/cli.h"
#include "core/gmp_pool.h"

int main(int argc, char **argv) {
  eq_gmp_pool_install(); /* before any thread or big number: GMP's allocator is process-wide */
#ifdef M_MMAP_THRESHOLD
  /* Blocks up to 32 MiB come from the heap, not from mmap: glibc maps each large block afresh and
   * unmaps it on free, so every table that grows by doubling (a file's 100,000 records, an output
   * buffer) was faulted in page by page again — a third of `equiv cobol run`'s time on a 100,000
   * record file (make bench). equiv is a process that ends after its job; keeping freed memory
   * for the next block is the right trade. */
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
  return cli_main(argc, argv);
}
