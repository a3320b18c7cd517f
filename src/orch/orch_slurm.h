/* orch_slurm.h — `--slurm`: a run's units decided beyond this machine, as one Slurm job array.
 * Each array task is a pure job over content-addressed inputs in a directory every node sees
 * (--slurm-dir): the tree as it is now (trees/<hash of its contents>/), this very Equiv binary
 * (bin/<build id>), and the job file naming the task's unit (jobs/<hash of the file>.json). Task i
 * decides the unit the job file lists at i and writes its result to jobs/<hash>.out/<i>.json
 * (atomically); the run gathers the results, stores those worth keeping in its cache and reports
 * as without Slurm. A task that ends without a result (failed, cancelled, out of time) leaves its
 * unit unknown with the reason Slurm gives, never a lost or invented verdict. */
#ifndef EQUIV_ORCH_ORCH_SLURM_H
#define EQUIV_ORCH_ORCH_SLURM_H

#include <stddef.h>

#include <jansson.h>

#include "core/arena.h"

typedef struct orch_slurm_opts {
  const char *dir;        /* the shared directory (--slurm-dir) */
  const char *partition;  /* sbatch --partition, or NULL: the cluster's default */
  const char *time_limit; /* sbatch --time (a task's limit), or NULL: the partition's */
} orch_slurm_opts;

/* Copies the tree at root (every file and link; .git and .equiv left out) into the shared
 * directory under the hash of its contents, unless it is there already (written whole under a
 * temporary name, then renamed), and puts its path in out. Returns 0, or -1 with the reason. */
int orch_slurm_snapshot(const orch_slurm_opts *so, const char *root, char *out, size_t n, arena *a, char *err,
                        size_t errn);

/* Runs the job array: task i of n runs `BIN args... --slurm-task JOBFILE` (BIN: this binary's copy
 * in the shared directory; args from the caller, paths in them absolute) to decide the unit
 * names[i]. Waits for the array (sbatch --wait), then res[i] is the result task i wrote, or NULL
 * with why[i] (heap, the caller frees) saying how the task ended. Returns 0, or -1 with one line
 * in err when the array cannot be submitted (sbatch missing or refusing). */
int orch_slurm_run(const orch_slurm_opts *so, const char *const *args, int nargs, const char *const *names,
                   const int *items, int n, json_t **res, char **why, char *err, size_t errn);

/* Writes text into the shared directory as KIND/<hash of text>.json (atomically; once per content)
 * and puts its path in out: an input of the tasks that is content-addressed like the trees.
 * Returns 0, or -1 with the reason. */
int orch_slurm_put(const orch_slurm_opts *so, const char *kind, const char *text, char *out, size_t n, char *err,
                   size_t errn);

/* In an array task: the index this task has ($SLURM_ARRAY_TASK_ID) and, from the job file, its
 * item and unit name (into item, name). Returns 0, or -1 with the reason. */
int orch_slurm_task_item(const char *jobfile, int *index, int *item, char *name, size_t namen, char *err,
                         size_t errn);

/* In an array task: writes result v of task index next to the job file, atomically. */
int orch_slurm_task_result(const char *jobfile, int index, const json_t *v);

/* Rewrites every string in v that contains from (a snapshot's path) with to in its place (the
 * tree's own path), so a task's result names the files as a run without Slurm does. */
void orch_slurm_unsnap(json_t *v, const char *from, const char *to);

#endif
