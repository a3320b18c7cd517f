/* main.c — process entry point for build/equiv; everything else lives in cli.c and below. */
#include "cli/cli.h"
#include "core/gmp_pool.h"

int main(int argc, char **argv) {
  eq_gmp_pool_install(); /* before any thread or big number: GMP's allocator is process-wide */
  return cli_main(argc, argv);
}
