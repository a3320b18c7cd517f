/* fuzz_ts_ast.c — libFuzzer target: the TypeScript room's AST reader (ts_read.c) on arbitrary bytes
 * must report one located error or read a program, never crash, leak, hang or trip a sanitizer;
 * every parameterless top-level function of a program it reads is run with little fuel. */
#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/diag.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_ir.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  diag_ctx *d = diag_new();
  ts_program *p = ts_read_ast((const char *)data, size, "fuzz.ts", d);
  if (p) {
    for (int i = 0; i < p->body.n && i < 16; i++) {
      const ts_node *s = p->body.v[i];
      if (s->k != TS_FUNC || s->list.n || !s->name) continue;
      arena *a = arena_new();
      rel_behaviour b;
      const char *shown;
      char why[256];
      (void)ts_run_args(p, s->name, NULL, 20000, a, &b, &shown, why, sizeof why);
      arena_free(a);
    }
    ts_program_free(p);
  }
  diag_free(d);
  return 0;
}
