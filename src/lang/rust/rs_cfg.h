/* rs_cfg.h — the control-flow graph of a MIR body (rs_cfg.c): its first loop's head, for the
 * symbolic executor's loop cut (rel_loopcut). Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_CFG_H
#define EQUIV_LANG_RUST_RS_CFG_H

#include "lang/rust/rs_ir.h"

/* The head of b's first loop: of the blocks a back edge of a depth-first walk from bb0 enters
 * (a loop's head in MIR: `while` and `for` jump back to the block that tests the condition or
 * calls `next`), the one the walk reaches first; -1 when b has no loop. */
int rs_first_loop(const rs_body *b, arena *a);

#endif
