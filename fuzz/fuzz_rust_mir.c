/* fuzz_rust_mir.c — libFuzzer target: the Rust room's MIR parser (and the interpreter on every
 * parameterless body it yields, with little fuel) on arbitrary bytes must report an error or run,
 * never crash, leak, hang or trip a sanitizer. Input: the Rust source (for the ADT scan), a NUL
 * byte, then the MIR text; without a NUL the whole input is MIR. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/diag.h"
#include "lang/rust/rs_ir.h"
#include "lang/rust/rs_val.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *buf = malloc(size + 1);
  if (!buf) return 0;
  memcpy(buf, data, size);
  buf[size] = 0;
  const char *src = NULL, *mir = buf;
  size_t mlen = size;
  char *nul = memchr(buf, 0, size);
  if (nul) {
    src = buf;
    mir = nul + 1;
    mlen = size - (size_t)(nul + 1 - buf);
  }
  diag_ctx *d = diag_new();
  rs_program *p = rs_parse_mir(mir, mlen, "fuzz.rs", src, d);
  if (p) {
    /* a standard input and one file to read, so the io models run too */
    static const rs_file files[] = {{"in.txt", "1\n2", 3}};
    rs_env env = {"7\nab\r\n", 6, files, 1};
    for (int i = 0; i < p->nbodies && i < 32; i++) {
      if (p->bodies[i]->nparams) continue;
      arena *a = arena_new();
      (void)rs_exec(p, p->bodies[i]->name, NULL, 0, 20000, &env, a, NULL);
      arena_free(a);
    }
    arena_free(p->a);
  }
  diag_free(d);
  free(buf);
  return 0;
}
