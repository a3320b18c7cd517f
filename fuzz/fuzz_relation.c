/* fuzz_relation.c — libFuzzer target: a relation file of `equiv diff --relation` (rel/relation.h)
 * on arbitrary bytes. Every input is either loaded or refused with one line; never a crash, leak
 * or hang. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/arena.h"
#include "fuzz_file.h"
#include "rel/relation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char path[64];
  if (fuzz_write_file("relation", data, size, path, sizeof path) < 0) return 0;
  arena *a = arena_new();
  rel_relation R;
  char err[600] = "";
  if (rel_relation_load(path, &R, a, err, sizeof err) != 0 && (!err[0] || strchr(err, '\n')))
    abort(); /* refused: with one line, always */
  arena_free(a);
  unlink(path);
  return 0;
}
