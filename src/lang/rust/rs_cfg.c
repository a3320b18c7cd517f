/* rs_cfg.c — the control-flow graph of a MIR body: its first loop's head (the target of a back
 * edge), for the symbolic executor's loop cut (rs_sym.c). */
#include <string.h>

#include "lang/rust/rs_cfg.h"

/* The successors of block k: what its terminator may jump to (unwind edges are not part of the
 * representation: a panic is an outcome, never a jump). Returns the count, in out (room: nvals+1). */
static int succs(const rs_body *b, int k, int *out) {
  const rs_term *t = &b->blocks[k].term;
  int n = 0;
  switch (t->k) {
    case RT_GOTO: case RT_DROP: case RT_ASSERT: out[n++] = t->target; break;
    case RT_CALL: if (t->target >= 0) out[n++] = t->target; break;
    case RT_SWITCH:
      for (int i = 0; i < t->nvals; i++) out[n++] = t->targets[i];
      out[n++] = t->target;
      break;
    case RT_RETURN: case RT_UNREACHABLE: case RT_TUNSUP: break;
  }
  int m = 0;
  for (int i = 0; i < n; i++)
    if (out[i] >= 0 && out[i] < b->nblocks) out[m++] = out[i];
  return m;
}

static int max_succs(const rs_body *b) {
  int m = 1;
  for (int k = 0; k < b->nblocks; k++)
    if (b->blocks[k].term.k == RT_SWITCH && b->blocks[k].term.nvals + 1 > m) m = b->blocks[k].term.nvals + 1;
  return m;
}

int rs_first_loop(const rs_body *b, arena *a) {
  int nb = b->nblocks;
  if (nb <= 0) return -1;
  int ms = max_succs(b);
  /* iterative depth-first walk: state 0 unseen, 1 on the stack, 2 done; pre the preorder number */
  int *state = arena_alloc(a, sizeof(int) * (size_t)nb), *pre = arena_alloc(a, sizeof(int) * (size_t)nb);
  int *stk = arena_alloc(a, sizeof(int) * (size_t)nb), *pos = arena_alloc(a, sizeof(int) * (size_t)nb);
  int *sc = arena_alloc(a, sizeof(int) * (size_t)(ms + 1));
  memset(state, 0, sizeof(int) * (size_t)nb);
  int sp = 0, order = 0, head = -1;
  stk[sp] = 0, pos[sp++] = 0, state[0] = 1, pre[0] = order++;
  while (sp) {
    int k = stk[sp - 1];
    int n = succs(b, k, sc);
    if (pos[sp - 1] >= n) {
      state[k] = 2;
      sp--;
      continue;
    }
    int t = sc[pos[sp - 1]++];
    if (state[t] == 1) {
      if (head < 0 || pre[t] < pre[head]) head = t; /* a back edge k -> t */
    } else if (state[t] == 0) {
      state[t] = 1, pre[t] = order++;
      stk[sp] = t, pos[sp++] = 0;
    }
  }
  return head;
}
