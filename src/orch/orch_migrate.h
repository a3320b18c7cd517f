/* orch_migrate.h — `equiv migrate`: a COBOL batch program against its Rust or Java translation
 * (issue 17). The statement comes from orch_mig_stmt.h; the check runs Equiv's COBOL semantics on
 * admissible data sets generated from the record layouts (and the interface's domain) and the
 * compiled translation on the same records as the interface converts them, related by the
 * statement's outcome relation. A difference is replayed (both sides run again) before it is
 * reported; without one, a Rust translation is then proved `equivalent` over all inputs by the
 * induction over the records across the two languages when the interface's shape is one it maps
 * (orch_mig_xrec.h), and otherwise the verdict is `unknown` with the number of inputs tried and
 * why the proof was not made. */
#ifndef EQUIV_ORCH_ORCH_MIGRATE_H
#define EQUIV_ORCH_ORCH_MIGRATE_H

#include <jansson.h>

#include "core/arena.h"
#include "core/diag.h"
#include "orch/orch_iface.h"
#include "orch/orch_mig_stmt.h"
#include "rel/lang.h"
#include "rel/verdict.h"

typedef enum orch_tlang { ORCH_T_NONE, ORCH_T_RUST, ORCH_T_JAVA } orch_tlang;

typedef struct orch_mig_opts {
  const char *cobol;        /* PROG.cbl (or the front end's .json) */
  rel_load_opts load;       /* -I DIR for copybooks */
  const char *iface;        /* the interface file */
  orch_tlang tlang;         /* ORCH_T_NONE: the statement only */
  const char *translation;  /* --rust FILE.rs | --java FILE.java, DIR or JAR */
  unsigned rounds;          /* generated input sets (0: 200) */
  unsigned timeout_s;       /* the whole check (0: 300 s) */
  double run_seconds;       /* one run of the translation (0: 10 s) */
  const char *evidence;     /* write the statement and any counterexample's data sets here, or NULL */
  const char *emit_tests;   /* write a replay of any counterexample here (orch_mig_emit.h), or NULL */
} orch_mig_opts;

typedef struct orch_mig_report {
  arena *a;
  const rel_lang *L;
  void *prog;
  const char *program;
  orch_iface iface;
  int have_stmt;
  orch_mig_stmt stmt;
  rel_verdict_kind kind;
  const char *reason;       /* unknown: why */
  const char *proof;        /* equivalent: the proof across the two languages (orch_mig_xrec.h), in words */
  const char *assume;       /* equivalent: what the proof assumes of the inputs, in words, or NULL */
  const char *proof_why;    /* not equivalent: why the proof was not made (NULL: not attempted) */
  int vacuous;              /* equivalent: 1 vacuous, 0 not, -1 not established (rel_verdict.vacuous) */
  const char *vacuity;      /* equivalent: the proof is vacuous (or not shown not to be): why, or NULL */
  rel_reason_code code;
  unsigned tried, agreed, cobol_wrong, inconclusive;
  unsigned behaviours;      /* distinct shapes of the COBOL runs' outcomes seen (the search's coverage) */
  int has_cex;
  rel_value *args;          /* the distinguishing input (the COBOL inputs), replayed */
  rel_behaviour cobol_b, trans_b;
  const char *difference;   /* the first difference, in words */
  const char *replay;       /* how it was replayed, in words */
  int has_native;           /* the counterexample was also run by the language's real implementation */
  rel_behaviour native_b;   /* that run (as cobol_b is shaped) */
  const char *native;       /* what it showed, in words */
  const char *build;        /* how the translation was built */
  const char *runner;       /* Java: how its runs were made (one JVM for many, or a JVM each, and why) */
  double seconds;
} orch_mig_report;

/* Runs the check (or builds the statement only). Returns 0 with a report, or -1 on wrong input
 * (a message in err, or diagnostics in d for the COBOL front end). */
int orch_migrate(const orch_mig_opts *o, orch_mig_report *r, diag_ctx *d, char *err, size_t errn);
/* {"program", "translation", "verdict", "reason", "reason_code", "tried": {...}, "statement": {...},
 *  "counterexample": {...}|null, "proof": text|null, "assumptions": [text...], "vacuous": ...,
 *  "vacuity": text|null,
 *  "seconds"} (docs/migrate.md). New reference. */
json_t *orch_migrate_json(const orch_mig_report *r, const orch_mig_opts *o);
void orch_migrate_free(orch_mig_report *r);

#endif
