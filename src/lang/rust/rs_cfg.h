/* rs_cfg.h — the control-flow graph of a MIR body (rs_cfg.c): its loops' heads, for the
 * symbolic executor's loop cuts (rel_loopcut). Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_CFG_H
#define EQUIV_LANG_RUST_RS_CFG_H

#include "lang/rust/rs_ir.h"

/* The head of b's first loop: of the blocks a back edge of a depth-first walk from bb0 enters
 * (a loop's head in MIR: `while` and `for` jump back to the block that tests the condition or
 * calls `next`), the one the walk reaches first; -1 when b has no loop. */
int rs_first_loop(const rs_body *b, arena *a);

/* Every loop head of b: the blocks a back edge of that walk enters, in the walk's preorder (so
 * the first is rs_first_loop's). Every cycle of the graph contains a back edge, so a path that
 * stops at each of them is finite. Fills heads (room: nblocks), returns the count. */
int rs_loop_heads(const rs_body *b, int *heads, arena *a);

/* The locals live at the entry of block `at`: read on some path from there before being written
 * whole (MIR dataflow, backward to a fixpoint). A local whose address the body takes anywhere, a
 * place written through a projection and the return place at `return` count as read. Sets
 * live[0..nlocals). An error here costs no soundness: a local it calls dead is uninitialized in
 * the cut's head state, and the executor's read of an uninitialized local is an unknown case. */
void rs_live_at(const rs_body *b, int at, char *live, arena *a);

#endif
