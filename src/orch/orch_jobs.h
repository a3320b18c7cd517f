/* orch_jobs.h — `-j N`: a run's units decided in N forked worker processes, not threads (the C
 * front end, libclang, and the C room keep process-wide state that is not known to be safe for
 * concurrent use, while a fork made before anything is loaded shares nothing). Each worker makes
 * the run's plan itself (deterministic, so every worker agrees with the parent on what item k is),
 * decides items k = w, w + N, ... and sends "k TAB json" lines through its pipe; the parent reads
 * them as they come. Workers are registered with core/tempfiles, so a signal to the run ends them
 * first. Used by equiv diff over trees (orch_repo.c) and equiv check (orch_check.c). */
#ifndef EQUIV_ORCH_ORCH_JOBS_H
#define EQUIV_ORCH_ORCH_JOBS_H

#include <jansson.h>

typedef struct orch_jobs orch_jobs;

/* In a worker: sends item k's result (not consumed). Returns 0, or -1 when the pipe is gone. */
typedef struct orch_job_out orch_job_out;
int orch_job_send(orch_job_out *o, int k, const json_t *v);

/* What a worker runs: w of n; it sends its items' results and returns (the worker then exits 0);
 * a nonzero return ends the worker with that status. */
typedef int (*orch_job_fn)(void *ud, int w, int n, orch_job_out *o);

/* Forks n workers running fn(ud, w, n, ...). NULL (errno set) when one cannot be started: those
 * started are killed and reaped. Call before the parent loads anything. */
orch_jobs *orch_jobs_start(int n, orch_job_fn fn, void *ud);

/* Reads every worker's results into res[k] (0 <= k < nres; NULL where none came), calling
 * got(ud, k, res[k]) as each arrives (got may be NULL), then reaps the workers and frees j.
 * status_of_item(k) is then known: orch_jobs_status. */
void orch_jobs_gather(orch_jobs *j, json_t **res, int nres, void (*got)(void *ud, int k, json_t *v), void *ud,
                      int *status);

/* Ends the workers at once (the plan failed in the parent) and reaps them; frees j. */
void orch_jobs_kill(orch_jobs *j);

/* The unknown-verdict reason for item k whose worker ended with wait status st without sending it. */
const char *orch_jobs_lost_reason(int st, char *buf, unsigned long n);

#endif
