/* cc_stack.h — big stacks for the C room's deep recursions (cc_stack.c): the interpreter's calls,
 * clang's parser and the lowering run on pooled worker threads with a large lazily committed stack. */
#ifndef EQUIV_LANG_C_CC_STACK_H
#define EQUIV_LANG_C_CC_STACK_H

#include <stddef.h>
#include <stdint.h>

/* Address space reserved per worker thread; committed only as a job touches it. */
#define CC_STACK_BYTES ((size_t)1 << 30)

/* Runs job(arg) on a pooled worker thread whose stack is CC_STACK_BYTES and returns 1 when it has
 * finished; returns 0, without running it, when no worker could be made (the caller then runs it
 * on its own stack). job returns the lowest stack address it knows it reached (calls, longjmps;
 * 0 if it does not know), from where the worker gives the used stack back. The caller blocks. */
int cc_stack_run(uintptr_t (*job)(void *), void *arg);

#endif
