/* cli_tree.h — `equiv diff OLD_DIR NEW_DIR` and `equiv diff --git …` (cli_tree.c): the options
 * cli_diff parsed, handed on for a tree diff. */
#ifndef EQUIV_CLI_CLI_TREE_H
#define EQUIV_CLI_CLI_TREE_H

#include "rel/lang.h"

typedef struct cli_tree_args {
  int git;                  /* --git: pos is [REV-RANGE | REV] [PATH...]; else pos is OLD_DIR NEW_DIR */
  const char **pos;
  int npos;
  int json;
  const char *cache;        /* --cache PATH, or NULL */
  int no_cache;
  double timeout;
  unsigned memory;          /* --memory MB (0: the default) */
  long unroll;
  int recheck;
  const char *evidence, *proposer, *relation;
  const char *contracts;    /* --contracts FILE (both trees), or NULL: each tree's .equiv/contracts.json */
  unsigned fail_on;
  int jobs;                 /* -j N */
  const char *sarif, *junit, *html; /* report files, or NULL */
  rel_load_opts load;
  int slurm;                /* --slurm, with --slurm-dir, --slurm-partition, --slurm-time (or NULL) */
  const char *slurm_dir, *slurm_partition, *slurm_time;
  const char *slurm_task;   /* internal: --slurm-task JOBFILE, what a --slurm array task runs */
  const char **slurm_paths; /* internal: a --git run's PATH... given to its tasks (--slurm-path P) */
  int nslurm_paths;
  const char *slurm_flags;  /* internal: a --slurm run's per-file front-end options (--slurm-flags F) */
} cli_tree_args;

/* Runs the tree diff and prints its report; returns the exit code (docs/equiv-diff.md). */
int cli_diff_tree(const cli_tree_args *t);

#endif
