/* fuzz_migrate_iface.c — libFuzzer target: the interface file of `equiv migrate`
 * (orch/orch_iface.h) on arbitrary bytes. Every input is either loaded or refused with one message;
 * never a crash, leak or hang. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/arena.h"
#include "fuzz_file.h"
#include "orch/orch_iface.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char path[64];
  if (fuzz_write_file("iface", data, size, path, sizeof path) < 0) return 0;
  arena *a = arena_new();
  orch_iface iface;
  char err[600];
  if (orch_iface_load(path, &iface, a, err, sizeof err) == 0) {
    /* a loaded interface is whole: every DD of args has its file entry */
    for (int i = 0; i < iface.nargs; i++)
      if (!orch_iface_file(&iface, iface.args[i])) abort();
  } else if (!err[0] || strchr(err, '\n')) {
    abort(); /* one line, always */
  }
  arena_free(a);
  unlink(path);
  return 0;
}
