/* smt.c — generic half of every solver in the chain: dispatch through the virtual table and the
 * assertion stack (kept here so logging and re-checking see exactly what the solver saw). */
#include "sym/smt_int.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/arena.h"
#include "sym/term_int.h"

void smt_base_init(smt_solver *s, const smt_vtab *vt, term_ctx *tc) {
  s->vt = vt;
  s->tc = tc;
  s->reason[0] = 0;
}

void smt_set_reason(smt_solver *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(s->reason, sizeof s->reason, fmt, ap);
  va_end(ap);
}

void smt_free(smt_solver *s) {
  if (!s) return;
  free(s->as);
  free(s->marks);
  s->vt->free(s); /* frees s itself */
}

term_ctx *smt_terms(const smt_solver *s) { return s->tc; }

void smt_assert(smt_solver *s, term_ref f) {
  term_require(term_sort_kind_of(s->tc, term_sort_of(s->tc, f)) == TS_BOOL,
               "smt_assert needs a Bool term");
  if (s->nas == s->capas) {
    s->capas = s->capas ? 2 * s->capas : 16;
    s->as = eq_realloc(s->as, s->capas * sizeof(term_ref));
  }
  s->as[s->nas++] = f;
  s->vt->assert_(s, f);
}

void smt_push(smt_solver *s) {
  if (s->nmarks == s->capmarks) {
    s->capmarks = s->capmarks ? 2 * s->capmarks : 8;
    s->marks = eq_realloc(s->marks, s->capmarks * sizeof(unsigned));
  }
  s->marks[s->nmarks++] = s->nas;
  s->vt->push(s);
}

void smt_pop(smt_solver *s, unsigned n) {
  term_require(n <= s->nmarks, "pop of %u levels with only %u pushed", n, s->nmarks);
  if (n == 0) return;
  s->nmarks -= n;
  s->nas = s->marks[s->nmarks];
  s->vt->pop(s, n);
}

unsigned smt_level(const smt_solver *s) { return s->nmarks; }

smt_result smt_check(smt_solver *s, unsigned timeout_ms) {
  s->reason[0] = 0;
  return s->vt->check(s, timeout_ms);
}

const char *smt_reason(const smt_solver *s) { return s->reason; }

term_ref smt_model_eval(smt_solver *s, term_ref t) { return s->vt->model_eval(s, t); }

const term_ref *smt_assertions(const smt_solver *s, unsigned *n) {
  *n = s->nas;
  return s->as;
}

const char *smt_result_name(smt_result r) {
  return r == SMT_SAT ? "sat" : r == SMT_UNSAT ? "unsat" : "unknown";
}
