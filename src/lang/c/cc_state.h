/* cc_state.h — a C function's state (issue 16/19): the globals whose values on entry are inputs of
 * the function summarised on its own and whose values on return are part of its outcome. Both
 * executors take this one list (cc_exec.c sets and reports them, cc_sym.c makes them variables and
 * output events), so the two cannot disagree on which globals a call reads and leaves. Of them, a
 * check of two versions compares only those either version's function reaches (cc_state_reached;
 * the inputs of those neither reaches are left out by rel_inputs_agree, and a run gets them void). */
#ifndef EQUIV_LANG_C_CC_STATE_H
#define EQUIV_LANG_C_CC_STATE_H

#include "core/arena.h"
#include "lang/c/cc_ir.h"

/* The most scalar cells of one state global (a larger one keeps the older rule: taken at its
 * initial value, an assumption the verdict states, and unknown where the function changes it). */
enum { CC_STATE_CELLS_MAX = 64 };

/* The state of function fname: none for main (a whole program starts from the initializers, C11
 * 5.1.2.2). Otherwise every global that the program may modify (not entirely const) whose cells are
 * all integers other than _Bool or floating values (no pointer, no union), 1 to CC_STATE_CELLS_MAX
 * of them, declared and initialised within the model, errno aside: their indexes into p->globals in
 * g[] and their names in names[] ("counter", or "f.counter" for a static declared in function f),
 * ordered by name so that two versions pair their globals by name. Returns the count (g and names
 * have room for p->nglobals). */
int cc_state_globals(const cc_program *p, const char *fname, int *g, const char **names, arena *a);

/* Which globals a call of fname may read or write: reached[i] (room for p->nglobals) is set for
 * every global i that fname or a function it reaches names (a use, an assignment, its address),
 * and every global named in the initializer of a global so reached (a pointer set to &g at the
 * program's start leads to g; a table of function pointers to its functions). A call through a
 * function pointer reaches every function whose address the program takes. Sound for the state
 * globals given the rule the executors state for the rest: a pointer parameter points to none of
 * the globals, and a global that is not state holds its initial value on entry. Returns the count
 * reached, or -1 (no such function). */
int cc_state_reached(const cc_program *p, const char *fname, unsigned char *reached);

/* Whether global i of p is one cc_state_globals may list (regardless of the function). */
int cc_state_global(const cc_program *p, int i);

#endif
