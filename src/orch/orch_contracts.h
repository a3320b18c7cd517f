/* orch_contracts.h — the contracts of a tree (docs/contracts.md): gathered from the annotations the
 * languages find in the loaded programs (rel_lang.decls) and from a sidecar JSON file, each checked
 * against its function's body before use (rel_contract_check), and what a statement or verdict that
 * used them relies on. */
#ifndef EQUIV_ORCH_ORCH_CONTRACTS_H
#define EQUIV_ORCH_ORCH_CONTRACTS_H

#include <jansson.h>

#include "core/arena.h"
#include "core/hash.h"
#include "rel/contract.h"
#include "rel/lang.h"
#include "rel/verdict.h"

typedef struct orch_contracts {
  rel_contracts cs;
  int *file;            /* per contract: the index of its program's file */
  int capfile;
  const char *source;   /* the sidecar file read, or NULL */
} orch_contracts;

/* Gathers the contracts of progs[0..nfiles) (files[f] relative to root): every annotation, and the
 * entries of the sidecar file `path` (NULL: none). A malformed contract, one naming no function of
 * the tree or a name that is not a parameter, or two contracts of one function, is one located
 * error line in err: -1. */
int orch_contracts_gather(orch_contracts *oc, const char *path, const rel_lang *const *langs, void *const *progs,
                          const char *const *files, int nfiles, arena *a, char *err, size_t errn);

/* --proposer CMD (docs/contracts.md): for each function with a body that another function calls
 * (called[f][i] for decls of file f, by name) and that has no contract, CMD is run with a JSON
 * request on its standard input and prints proposals, one per line in the annotation's clause
 * syntax ("requires E; ensures E;"); the first that parses and names only parameters is added
 * (origin "proposer"), to be checked like a stated one, and used only when proved. Returns how
 * many were added, or -1 with err when CMD cannot be run. */
int orch_contracts_propose(orch_contracts *oc, const char *cmd, const rel_lang *const *langs, void *const *progs,
                           const char *const *files, const char *root, int nfiles,
                           int (*is_called)(void *ud, int file, const char *fn), void *ud, arena *a, char *err,
                           size_t errn);

/* Checks every contract: those of functions without a body are assumed; the others are checked in
 * the order of units[0..n) (file, name pairs: callees first), each check using the contracts
 * decided before it. */
void orch_contracts_check(orch_contracts *oc, const rel_lang *const *langs, void *const *progs, const int *ufile,
                          const char *const *uname, int n, const rel_check_opts *o, arena *a);

/* A text every status and clause of the contracts is in, for cache keys ("" without contracts). */
const char *orch_contracts_digest(const orch_contracts *oc, arena *a);

/* The report's "contracts" member: per contract its function, file, where, origin, requires,
 * ensures, status, reason and (refuted) the replayed input. */
json_t *orch_contracts_json(const orch_contracts *oc, const char *const *files);

/* After a statement or verdict v decided with oc's table (used flags as its checks left them):
 * "contracts_used" (the functions whose contract replaced a call), "conditional" (proof is 1 and a
 * contract used is not proved) and "assumes" (those contracts' texts), each such contract also an
 * entry of "assumptions". */
void orch_contracts_annotate(const orch_contracts *oc, json_t *v, int proof, arena *a);

void orch_contracts_free(orch_contracts *oc);

#endif
