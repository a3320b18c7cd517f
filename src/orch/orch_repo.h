/* orch_repo.h — the tree diff (`equiv diff OLD_DIR NEW_DIR`, and `--git` over two materialised
 * revisions): pairs files by relative path, finds the changed units by content (the language's
 * body hash and fingerprint, never line ranges), matches renamed and moved units by their body,
 * builds both versions' call graphs, and decides every changed unit and every caller that may
 * change through a changed callee, leaves first; units whose fingerprint is the same in both
 * trees are not checked again. Verdicts come from the cache when it holds them, and so do the
 * units of a file none of whose inputs changed (the front-end cache, orch_repo.c): such a file is
 * not read by the front end unless one of its units must be decided. */
#ifndef EQUIV_ORCH_ORCH_REPO_H
#define EQUIV_ORCH_ORCH_REPO_H

#include <jansson.h>

#include "core/diag.h"
#include "orch/orch_diff.h"
#include "orch/orch_slurm.h"

/* How far a run is: units decided out of those to decide, by verdict (the progress line). */
typedef struct orch_repo_progress {
  int done, total;
  int from_cache;
  int equivalent, changed, old_unsafe, unknown;  /* changed: behaviour_changed */
} orch_repo_progress;

typedef struct orch_repo_opts {
  const char *old_root, *new_root;    /* the two trees */
  const char *old_label, *new_label;  /* how the report names them (a revision), or NULL: the roots */
  const char *git_repo;               /* --git: the repository, for the report; NULL otherwise */
  const char *const *paths;           /* only files under these relative paths (npaths 0: all) */
  int npaths;
  orch_diff_opts diff;                /* check, relation_path, fail_on and the default load options */
  const char *cache_path;             /* the SQLite cache, or NULL (--no-cache) */
  int jobs;                           /* -j N: N > 1 decides units in N forked worker processes */
  /* --slurm: the units not in the cache decided as one Slurm job array (orch_slurm.h), or NULL */
  const orch_slurm_opts *slurm;
  /* In a Slurm array task (--slurm-task JOBFILE): decide only the unit the job file lists at this
   * task's index, write its verdict next to the job file, and report nothing. NULL: a run. */
  const char *slurm_task;
  /* The front-end options of one file (compile_commands.json), or NULL: diff.load. root is
   * old_root or new_root, rel the file's path in it. */
  const rel_load_opts *(*load_for)(void *ud, const char *root, const char *rel);
  void *load_ud;
  /* Called once the units to decide are known (done 0) and after each verdict, with -j N as the
   * workers' verdicts arrive; NULL: not called. */
  void (*progress)(void *ud, const orch_repo_progress *p);
  void *progress_ud;
} orch_repo_opts;

/* Runs the tree diff. Returns 0 with the report (the verdict JSON of docs/verdict-json.md with
 * its tree fields; the caller json_decref's it; NULL in a Slurm array task) in *report and *failed set when a verdict is one
 * --fail-on names; -1 on wrong input: front-end errors in d, anything else one line in err. */
int orch_repo_run(const orch_repo_opts *o, json_t **report, int *failed, diag_ctx *d, char *err, size_t errn);

#endif
