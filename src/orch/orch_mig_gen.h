/* orch_mig_gen.h — making the inputs of `equiv migrate`'s search (orch_mig_gen.c). */
#ifndef EQUIV_ORCH_ORCH_MIG_GEN_H
#define EQUIV_ORCH_ORCH_MIG_GEN_H

#include <stdint.h>

#include "core/arena.h"
#include "orch/orch_iface.h"
#include "orch/orch_mig_stmt.h"
#include "rel/behaviour.h"

enum { ORCH_MIG_POOL_MAX = 64, ORCH_MIG_SIG_MAX = 4096 };

/* Inputs whose COBOL run showed an outcome of a shape not seen before, and the shapes seen. */
typedef struct orch_mig_pool {
  int n;
  const rel_value *v[ORCH_MIG_POOL_MAX];
  uint64_t sig[ORCH_MIG_SIG_MAX];
  int nsig;
} orch_mig_pool;

/* Keeps a copy of vals[0..n) (in a) when b's shape is new: how it ended, each displayed line's
 * first 16 characters and whether each number in it is zero, the records per file. */
void orch_mig_pool_offer(orch_mig_pool *p, const rel_behaviour *b, const rel_value *vals, int n, arena *a);
/* One to three changes to vals (copies in ra): a field from this round's generated input gen, a
 * record repeated or dropped. */
void orch_mig_mutate(const orch_mig_stmt *s, rel_value *vals, const rel_value *gen, uint64_t *rng, arena *ra);
/* On two rounds in three, decimal and text fields take values other fields of the input hold. */
void orch_mig_share(const orch_mig_stmt *s, rel_value *vals, unsigned round, uint64_t *rng);
/* The domain, and no line end in a record of a file read as lines. */
void orch_mig_restrict(const orch_mig_stmt *s, const orch_iface *f, rel_value *vals, uint64_t *rng);

#endif
