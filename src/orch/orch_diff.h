/* orch_diff.h — the diff driver (DESIGN.md "The orchestrator"): two files of one language are
 * loaded, their units paired by name, each pair decided by rel_check, and the report built as the
 * documented verdict JSON (docs/verdict-json.md). The CLI only parses options and prints. */
#ifndef EQUIV_ORCH_ORCH_DIFF_H
#define EQUIV_ORCH_ORCH_DIFF_H

#include <jansson.h>

#include "core/arena.h"
#include "core/diag.h"
#include "rel/verdict.h"

typedef struct orch_diff_opts {
  const char *old_path, *new_path;
  const char *only;            /* --function NAME, or NULL for every unit in both */
  rel_check_opts check;        /* budget, evidence, recheck, R, unrolling, proposer */
  const char *relation_path;   /* where R came from (--relation), or NULL for the identity */
  const char *emit_dir;        /* --emit-tests DIR (made and writable already), or NULL */
  rel_load_opts load;          /* -I, -D, -- for the front end */
  unsigned fail_on;            /* bit per rel_verdict_kind (--fail-on), for the report */
  const char *contracts_path;  /* --contracts FILE (docs/contracts.md), or NULL: annotations only */
} orch_diff_opts;

typedef struct orch_diff_unit {
  const char *name;
  rel_verdict v;
  json_t *contracts;           /* "conditional", "assumes", "contracts_used" (orch_contracts_annotate) */
} orch_diff_unit;

typedef struct orch_diff_report {
  const rel_lang *L;
  int nunits;                  /* decided units, in the old file's order */
  orch_diff_unit *units;
  int nadded, nremoved;        /* units of one version only */
  const char **added, **removed;
  int nold, nnew;              /* units in each version */
  unsigned counts[REL_UNKNOWN + 1];
  int failed;                  /* some verdict is one --fail-on names */
  void *old_prog, *new_prog;   /* the loaded programs: the report's strings point into them */
  json_t *contracts;           /* the report's "contracts" member */
} orch_diff_report;

/* Called after each unit's verdict (the CLI prints as the run goes). */
typedef void (*orch_diff_progress)(const orch_diff_unit *u, void *ud);

/* Runs the diff. Returns 0 with the report in r (allocated in a), or -1 on wrong input: front-end
 * errors in d, anything else (no language for the files, no such unit) as one line in err. */
int orch_diff_run(const orch_diff_opts *o, orch_diff_report *r, orch_diff_progress progress, void *ud, diag_ctx *d,
                  arena *a, char *err, size_t errn);

/* Unloads the report's programs (after the last use of the report). */
void orch_diff_free(orch_diff_report *r);

/* The report as the verdict JSON (docs/verdict-json.md; the caller json_decref's it). */
json_t *orch_diff_json(const orch_diff_opts *o, const orch_diff_report *r);

/* The "options" object of the verdict JSON (docs/verdict-json.md) for o. */
json_t *orch_diff_options_json(const orch_diff_opts *o);

#endif
