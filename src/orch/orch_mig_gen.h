/* orch_mig_gen.h — making the inputs of `equiv migrate`'s search (orch_mig_gen.c). */
#ifndef EQUIV_ORCH_ORCH_MIG_GEN_H
#define EQUIV_ORCH_ORCH_MIG_GEN_H

#include <stdint.h>

#include "core/arena.h"
#include "orch/orch_iface.h"
#include "orch/orch_mig_stmt.h"
#include "rel/behaviour.h"

enum { ORCH_MIG_POOL_MAX = 64, ORCH_MIG_SIG_MAX = 4096, ORCH_MIG_CMP_MAX = 256, ORCH_MIG_BR_MAX = 1024,
       ORCH_MIG_SEEN_MAX = 16384 };

/* The comparisons one COBOL run evaluated (rel_lang.run_traced), each once: both operands as
 * decimal text (numeric) or as bytes of the program's data. */
typedef struct orch_mig_cmp {
  int numeric;
  const char *a, *b;
  size_t alen, blen;
} orch_mig_cmp;
typedef struct orch_mig_cmplog {
  arena *a;  /* where the operands are copied */
  int n;
  orch_mig_cmp v[ORCH_MIG_CMP_MAX];
  int nbr;   /* the branches the run took: (condition, outcome) hashed, each once */
  uint64_t br[ORCH_MIG_BR_MAX];
  uint64_t brset[2 * ORCH_MIG_BR_MAX]; /* the same as a set (open addressing, 0 free): zeroed per run */
} orch_mig_cmplog;
/* The run_traced callbacks (rel_trace): ud is an orch_mig_cmplog. */
void orch_mig_cmp_record(void *ud, int numeric, const char *a, size_t alen, const char *b, size_t blen);
void orch_mig_branch_record(void *ud, const void *site, int taken);

/* Inputs whose COBOL run showed an outcome of a shape not seen before, the comparisons that run
 * evaluated, and the shapes seen. */
typedef struct orch_mig_pool {
  int n;
  const rel_value *v[ORCH_MIG_POOL_MAX];
  const orch_mig_cmplog *cmps[ORCH_MIG_POOL_MAX];
  int newest[8];   /* the slots written last, newest first (the pool overwrites slots once full) */
  int nnewest;
  uint64_t sig[ORCH_MIG_SIG_MAX];
  int nsig;
  uint64_t seen[ORCH_MIG_SEEN_MAX]; /* branches taken by any run so far (open addressing, 0 free) */
  int nseen;
} orch_mig_pool;

/* Keeps a copy of vals[0..n) (in a) when its run took a branch no run took before (coverage:
 * cmps->br), or b's shape is new: how it ended, each displayed line's first 16 characters and
 * whether each number in it is zero, the records per file. */
/* A kept input to mutate: one of the newest eight half the time (the search's frontier, where the
 * deep paths are), else any; -1 when the pool is empty. */
int orch_mig_pool_pick(const orch_mig_pool *p, uint64_t *rng);
void orch_mig_pool_offer(orch_mig_pool *p, const rel_behaviour *b, const rel_value *vals, int n,
                         const orch_mig_cmplog *cmps, arena *a);
/* Input to state: for a comparison the parent's run made, the input fields holding one operand's
 * value take the other's (a number also one unit of the field's last digit either side), so the
 * next run meets that comparison's boundary. Returns 1 when a field changed. */
int orch_mig_i2s(const orch_mig_stmt *s, rel_value *vals, const orch_mig_cmplog *cmps, uint64_t *rng);
/* One to three changes to vals (copies in ra): a field from this round's generated input gen, a
 * text field of digits (where any bytes are valid; half the time digits 0 and 1 only), a record
 * repeated or dropped, a data set made absent or present again (gen's records), a decimal field
 * at its largest magnitude in every record of a file, a record copied to the file's bound, a
 * round decimal value, a space inside a text field. */
void orch_mig_mutate(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, const rel_value *gen, uint64_t *rng,
                     arena *ra);
/* On two rounds in three, decimal and text fields take values other fields of the input hold. */
void orch_mig_share(const orch_mig_stmt *s, rel_value *vals, unsigned round, uint64_t *rng);
/* Whether input i may be an absent data set: a file (not SYSIN) the interface does not call
 * always_present. An absent one is REL_V_VOID (rel/lang.h run: OPEN INPUT gives status 35; the
 * translation's argument names a path where no file is). */
int orch_mig_can_be_absent(const orch_mig_stmt *s, const orch_iface *f, int i);
/* On one round in eight, one input file that may be absent is made absent. */
void orch_mig_absent(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, uint64_t *rng);
/* The domain, and no line end in a record of a file read as lines. */
void orch_mig_restrict(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, uint64_t *rng);

#endif
