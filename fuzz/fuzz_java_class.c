/* fuzz_java_class.c — libFuzzer target: the class-file reader (jv_class.c) on arbitrary bytes, then
 * for a file it accepts the lowering and the printer of every method, and a run of every static
 * method on zero arguments with little fuel. Never a crash, leak or hang; a rejected file has one
 * "byte N: ..." message with N inside the input. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/jimple/jv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len) {
  static FILE *devnull;
  if (!devnull) devnull = fopen("/dev/null", "w");
  jv_program *p = eq_calloc(1, sizeof *p);
  p->a = arena_new();
  char err[400];
  jv_class *c = jv_read_class(data, len, "fuzz.class", p->a, err, sizeof err);
  if (!c) {
    unsigned long at;
    if (sscanf(err, "byte %lu:", &at) != 1 || at > len) abort();
    jv_program_free(p);
    return 0;
  }
  p->classes = eq_calloc(1, sizeof(jv_class *));
  p->classes[0] = c;
  p->nclasses = p->cap = 1;
  p->main_cls = c->name;
  p->display = "fuzz.class";
  jv_print_class(c, p->a, devnull);
  for (int i = 0; i < c->nmethods && i < 8; i++) {
    jv_method *m = &c->methods[i];
    if (!(m->access & 0x0008)) continue;
    rel_value args[8];
    int n = 0;
    for (const char *d = m->desc + 1; *d && *d != ')' && n < 8; d++) {
      if (*d == 'L') {
        const char *e = strchr(d, ';');
        if (!e) break;
        d = e;
      }
      args[n++] = rel_v_int(0, 32, 1);
    }
    arena *out = arena_new();
    jv_run_opts o = {5000};
    (void)jv_run(p, m, args, n, &o, out);
    arena_free(out);
  }
  jv_program_free(p);
  return 0;
}
