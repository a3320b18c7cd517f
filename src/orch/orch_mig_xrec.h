/* orch_mig_xrec.h — the map of the record induction across two languages (rel/xrec.h) written
 * from a translation's interface (docs/migrate-interface.md): which argument of the translation's
 * main holds the COBOL input file's records as lines, which argument's file and which stream hold
 * each output, the code page, the trailing-space rule and how the ends correspond. `equiv migrate`
 * builds it to call rel_check across the two languages, and tests/unit/test_mig_xrec.c builds the
 * same one.
 *
 * Only the shape the induction handles is mapped: one input file (a line file in Latin-1 that the
 * job always has), line output files, the display on standard output, RETURN-CODE as the exit
 * status. Any other shape is refused with the reason, and no proof is attempted: the proof is
 * then never made, which is an honest `unknown`, never a wrong `equivalent`. */
#ifndef EQUIV_ORCH_ORCH_MIG_XREC_H
#define EQUIV_ORCH_ORCH_MIG_XREC_H

#include "core/arena.h"
#include "orch/orch_iface.h"
#include "rel/lang.h"
#include "rel/verdict.h"
#include "rel/xrec.h"

/* Writes into *m (its data in arena a) the map relating COBOL unit cob to the translation's main
 * tr under interface f. The map takes the input file as present: one the interface lets be absent
 * is mapped only when absent_related says the one input where it is absent was run on both sides
 * and related (the caller's concrete runs; the proof then covers the rest). Returns 0, or -1 with
 * the reason in why (a shape not handled). */
int orch_mig_xrec_map(const orch_iface *f, const rel_side *cob, const rel_side *tr, int absent_related, rel_xrec *m,
                      arena *a, char *why, size_t whyn);

/* Runs the one input where the input file is absent on both sides: 1 when related, else 0 with
 * why (the caller's concrete runs). */
typedef int (*orch_mig_absent_fn)(void *ud, const char **why);

/* The proof: loads the translation tr_path (language tr_lang, unit "main"), writes the map and
 * runs rel_check(cob, translation) under it within timeout_ms. Where the map's only obstacle is
 * an input file that may be absent, absent (with ud) is asked first and the map written once it
 * says the absent runs are related; *absent_checked is then 1. Returns 0 with the verdict in *v
 * (whatever it is: only REL_EQUIVALENT is a proof), or -1 with why the proof was not attempted. */
int orch_mig_xrec_prove(const orch_iface *f, const rel_side *cob, const rel_lang *tr_lang, const char *tr_path,
                        orch_mig_absent_fn absent, void *ud, int *absent_checked, unsigned timeout_ms, rel_verdict *v,
                        arena *a, char *why, size_t whyn);

#endif
