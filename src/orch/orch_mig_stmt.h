/* orch_mig_stmt.h — the migration statement (DESIGN.md "Migration statements"; issue 17 item 2):
 * from the translation's interface, the COBOL program's inputs (record layouts and each field's
 * validity, as the COBOL room's typed trees give them), the fuel and the initial storage, the
 * statement that `equiv migrate` checks: quantified records per input file, validity hypotheses,
 * the record bound, the user's domain, how the translation's arguments hold the records, and the
 * conclusion with the outcome relation. Written as JSON and as Markdown for a COBOL programmer. */
#ifndef EQUIV_ORCH_ORCH_MIG_STMT_H
#define EQUIV_ORCH_ORCH_MIG_STMT_H

#include <jansson.h>

#include "core/arena.h"
#include "orch/orch_iface.h"
#include "rel/lang.h"
#include "rel/relation.h"

/* One domain restriction resolved against the layouts: input `input`, field `field` (index in the
 * record's AGG), and the admissible field values as the field's bytes (nvals of them), or a range
 * of the field's decimal value (lo, hi as unscaled integers at the field's scale). */
typedef struct orch_mig_dom {
  int input, field;
  int nvals;
  const unsigned char **vals;  /* each of the field's length */
  int is_range;
  long long lo, hi;
} orch_mig_dom;

typedef struct orch_mig_stmt {
  const char *program;
  int ninputs;
  const rel_input *inputs;     /* the COBOL program's inputs (files, SYSIN) */
  int *arg_of;                 /* input i: its position in the translation's arguments, -1 for SYSIN on stdin */
  int ndom;
  orch_mig_dom *dom;
  rel_relation R;              /* the conclusion's outcome relation: old = COBOL, new = translation */
  long long fuel;
  json_t *json;                /* the statement (new reference; orch_mig_stmt_free drops it) */
  char *markdown;              /* heap */
} orch_mig_stmt;

/* Builds the statement of program `program` (from cobol_path; subs[0..nsubs): the sources of the
 * run unit's other programs) whose inputs are ins[0..n) under
 * interface f, for a translation in `tlang` ("Rust" or "Java"; NULL: either). Returns 0, or -1 with
 * one line in err: an input file the interface does not give the translation, a field with no
 * text form in a text file, a domain naming no such field or a value that does not fit it. */
int orch_mig_stmt_build(const orch_iface *f, const char *program, const char *cobol_path, const char *const *subs,
                        int nsubs, const rel_input *ins, int n, long long fuel, const char *tlang, orch_mig_stmt *out,
                        arena *a, char *err, size_t errn);
void orch_mig_stmt_free(orch_mig_stmt *s);

/* The bytes of a field's value as text under the code page (37 or 1140): each byte's character. */
unsigned orch_mig_char(int codepage, unsigned char b);

#endif
