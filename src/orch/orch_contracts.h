/* orch_contracts.h — the contracts of a run (docs/contracts.md): gathered from the annotations the
 * languages find in the programs (rel_lang.decls) and from sidecar JSON files, each checked against
 * its function's body before use (rel_contract_check; the result kept in the proof cache when there
 * is one), and what a statement or verdict that used them relies on.
 *
 * The table is over *programs*: a file of a tree (for a tree diff, a file of one version). A
 * program's declarations may come from a cache before it is loaded (orch_repo.c's front-end
 * cache); it is bound to its loaded program only when something must run it (a contract check
 * not in the cache, a verdict), so that a run whose results are all cached reads no source. */
#ifndef EQUIV_ORCH_ORCH_CONTRACTS_H
#define EQUIV_ORCH_ORCH_CONTRACTS_H

#include <jansson.h>

#include "core/arena.h"
#include "core/hash.h"
#include "orch/orch_cache.h"
#include "rel/contract.h"
#include "rel/lang.h"
#include "rel/verdict.h"

/* One program of the run. */
typedef struct orch_cprog {
  const rel_lang *L;
  const char *file;     /* its path as reports and the sidecar's "file" name it (relative to the tree) */
  const char *version;  /* "old" or "new" in a diff, NULL otherwise (reports) */
  rel_decl *decls;      /* what it declares or defines in its own file (rel_lang.decls) */
  int ndecls;
  void *prog;           /* the loaded program, or NULL until orch_contracts_bind */
  int checked;          /* its contracts were checked (orch_contracts_check_prog) */
} orch_cprog;

typedef struct orch_contracts {
  rel_contracts cs;
  int *file;            /* per contract: the index of its program (orch_cprog) */
  json_t **result;      /* per contract: once decided, {status, reason, input} as reported and cached */
  unsigned char *cached;/* per contract: its status came from the cache */
  unsigned char *keyed; /* per contract: its key is a fingerprint (a check that can be cached) */
  int capfile;
  orch_cprog *progs;
  int nprogs, capprogs;
  const char *source;   /* the (first) sidecar file read, or NULL */
  orch_cache *cache;    /* orch_contracts_use_cache, or NULL */
  const char *cache_opts;
  int nchecked, nfrom_cache; /* contract checks made now / statuses taken from the cache */
  /* called on a result made now, before it is kept or reported (a tree diff takes its trees'
   * places out of the reasons, as from its verdicts); NULL: none */
  void (*clean)(void *ud, json_t *result);
  void *clean_ud;
  /* whether function `to` of program p is reachable by calls from `from` (a contract's check can
   * use only those contracts, so only they are in its cache key); NULL: every one is assumed to be */
  int (*reaches)(void *ud, int p, const char *from, const char *to);
  void *reaches_ud;
} orch_contracts;

/* Adds a program (decls: NULL to take them from prog with L->decls); returns its index. */
int orch_contracts_add_prog(orch_contracts *oc, const rel_lang *L, const char *file, const char *version,
                            rel_decl *decls, int ndecls, void *prog, arena *a);

/* What identifies the code of decl d of program p (rel_contract.key: calls with equal keys share
 * their results across a diff's versions): its fingerprint, or NULL when there is none. A function
 * without a body is "extern" whatever this says. */
typedef const char *(*orch_contracts_fp)(void *ud, int p, const rel_decl *d, arena *a);

/* Gathers the contracts of programs [first, first + n): every annotation, and the entries of the
 * sidecar file `path` (NULL: none; its "file" members name programs by their file). fp gives the
 * code keys (NULL: the loaded programs' L->fingerprint). A malformed contract, one naming no
 * function of these programs or a name that is not a parameter, or two contracts of one function
 * of one program, is one located error line in err: -1. */
int orch_contracts_gather_progs(orch_contracts *oc, const char *path, int first, int n, orch_contracts_fp fp, void *ud,
                                arena *a, char *err, size_t errn);

/* The same over programs loaded now: progs[0..nfiles) of files[] (added in that order). */
int orch_contracts_gather(orch_contracts *oc, const char *path, const rel_lang *const *langs, void *const *progs,
                          const char *const *files, int nfiles, arena *a, char *err, size_t errn);

/* Program p is loaded now: its contracts are bound to prog. */
void orch_contracts_bind(orch_contracts *oc, int p, void *prog);

/* --proposer CMD (docs/contracts.md): for each function with a body of the programs whose want[p]
 * is set (NULL: all) that another function of its program calls (is_called) and that has no
 * contract, CMD is run with a JSON request on its standard input and prints proposals, one per
 * line in the annotation's clause syntax ("requires E; ensures E;"); the first that parses and
 * names only parameters is added (origin "proposer"), to be checked like a stated one, and used
 * only when proved. src_of(ud, p) names the file to send as "source". Returns how many were
 * added, or -1 with err when CMD cannot be run. */
int orch_contracts_propose(orch_contracts *oc, const char *cmd, const unsigned char *want,
                           const char *(*src_of)(void *ud, int p), int (*is_called)(void *ud, int p, const char *fn),
                           orch_contracts_fp fp, void *ud, arena *a, char *err, size_t errn);

/* Contract checks are kept in cache under a key of this build, the language, opts (the options a
 * check depends on), its file, the function's name and fingerprint, its clauses, and the clauses and
 * statuses of the other contracts of its program that it reaches (oc->reaches) at the time of the
 * check; a status a budget or the
 * solver decided (rel_contract.limited) is not kept. */
void orch_contracts_use_cache(orch_contracts *oc, orch_cache *cache, const char *opts);

/* Checks the contracts of program p not checked yet, in the order of units[0..n) (callees first,
 * each check using the contracts of p decided before it), taking each from the cache when it is
 * there. A function without a body: assumed. load(ud, p) is called (once) when a check must run
 * and p is not bound: 0 when it bound it, -1 when it could not (the contracts left are then
 * assumed, said why). */
void orch_contracts_check_prog(orch_contracts *oc, int p, const char *const *units, int n, const rel_check_opts *o,
                               int (*load)(void *ud, int p), void *ud, arena *a);

/* Every program's contracts checked (loaded programs: units from ufile/uname, callees first). */
void orch_contracts_check(orch_contracts *oc, const int *ufile, const char *const *uname, int n,
                          const rel_check_opts *o, arena *a);

/* A text every status and clause of the contracts is in, for cache keys ("" without contracts);
 * of program p only when p >= 0. */
const char *orch_contracts_digest(const orch_contracts *oc, int p, arena *a);

/* The report's "contracts" member: per contract (of the programs whose want[p] is set; NULL: all)
 * its function, file, version (a diff's), where, origin, requires, ensures, status, reason, cached
 * and (refuted) the replayed input. */
json_t *orch_contracts_json(const orch_contracts *oc, const unsigned char *want);

/* After a statement or verdict v decided with oc's table (used flags as its checks left them):
 * "contracts_used" (the functions whose contract replaced a call), "conditional" (proof is 1 and a
 * contract used is not proved) and "assumes" (those contracts' texts), each such contract also an
 * entry of "assumptions". */
void orch_contracts_annotate(const orch_contracts *oc, json_t *v, int proof, arena *a);

void orch_contracts_free(orch_contracts *oc);

#endif
