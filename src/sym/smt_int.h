/* smt_int.h — private to src/sym: the solver object layout and the virtual table each backend or
 * wrapper of the chain implements. The generic part (smt.c) keeps the assertion stack so every
 * wrapper can write the current obligation as SMT-LIB. */
#ifndef EQUIV_SYM_SMT_INT_H
#define EQUIV_SYM_SMT_INT_H

#include <stdarg.h>

#include "sym/smt.h"

typedef struct smt_vtab {
  const char *name;
  void (*assert_)(smt_solver *s, term_ref f);
  void (*push)(smt_solver *s);
  void (*pop)(smt_solver *s, unsigned n);
  smt_result (*check)(smt_solver *s, unsigned timeout_ms);
  term_ref (*model_eval)(smt_solver *s, term_ref t);
  void (*free)(smt_solver *s);  /* frees the backend's own state and any inner solver */
} smt_vtab;

struct smt_solver {
  const smt_vtab *vt;
  term_ctx *tc;
  char reason[512];
  term_ref *as;       /* assertion stack */
  unsigned nas, capas;
  unsigned *marks;    /* nas at each push */
  unsigned nmarks, capmarks;
};

/* Initialises the generic part of a solver object allocated by a backend. */
void smt_base_init(smt_solver *s, const smt_vtab *vt, term_ctx *tc);
/* Sets s->reason (printf style). */
void smt_set_reason(smt_solver *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
