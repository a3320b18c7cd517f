/* orch_check.h — `equiv check [PATH]`: every unit of every source file under a tree, leaves up
 * (callees before their callers), each given its mechanical safety statement (rel/safety.h): safe
 * on every admissible input, goes wrong on a replayed input, or unknown with the reason (blocked:
 * outside the model). A callee with a usable contract (docs/contracts.md) is
 * replaced by it; a statement relying on a contract that is not proved is conditional on it. With a cache, a unit whose
 * fingerprint has a stored statement is not decided again. */
#ifndef EQUIV_ORCH_ORCH_CHECK_H
#define EQUIV_ORCH_ORCH_CHECK_H

#include <jansson.h>

#include "core/diag.h"
#include "rel/lang.h"
#include "orch/orch_slurm.h"
#include "rel/verdict.h"

typedef struct orch_check_opts {
  const char *root;             /* the tree (or one file) */
  rel_check_opts check;         /* timeout_ms, memory_mib, sym.unroll, fuel */
  rel_load_opts load;           /* -I, -D, -- for the front end */
  /* the proof cache (orch_cache.h), or NULL: a unit's statement is kept under the hash of its
   * fingerprint (its body, what it reaches, the globals), the tree's place, the options and this
   * build, and read back instead of decided again */
  const char *cache_path;
  /* --contracts FILE: the sidecar contracts file (docs/contracts.md); NULL: the tree's
   * .equiv/contracts.json when there is one */
  const char *contracts_path;
  int jobs;                     /* -j N: N worker processes (orch_jobs.h); 0 or 1: this process */
  /* --slurm: the units not in the cache decided as one Slurm job array (orch_slurm.h), or NULL */
  const orch_slurm_opts *slurm;
  /* In a Slurm array task (--slurm-task JOBFILE): decide only the unit the job file lists at
   * this task's index, write its result next to the job file, and report nothing. NULL: a run. */
  const char *slurm_task;
  /* called after each unit's statement with how many are done of how many; NULL: not called */
  void (*progress)(void *ud, int done, int total, const json_t *unit);
  void *progress_ud;
} orch_check_opts;

/* Runs the check. Returns 0 with the report (docs/orchestrator.md, "equiv check": format
 * "equiv-check"; the caller json_decref's it; NULL in a Slurm array task), -1 on wrong input:
 * front-end errors in d, anything else one line in err. */
int orch_check_run(const orch_check_opts *o, json_t **report, diag_ctx *d, char *err, size_t errn);

#endif
