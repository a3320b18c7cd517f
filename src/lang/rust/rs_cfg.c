/* rs_cfg.c — the control-flow graph of a MIR body: its loops' heads (the targets of back edges)
 * and the locals live there, for the symbolic executor's loop cut (rs_sym.c). */
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

int rs_loop_heads(const rs_body *b, int *heads, arena *a) {
  int nb = b->nblocks;
  if (nb <= 0) return 0;
  int ms = max_succs(b);
  /* iterative depth-first walk: state 0 unseen, 1 on the stack, 2 done; pre the preorder number */
  int *state = arena_alloc(a, sizeof(int) * (size_t)nb), *pre = arena_alloc(a, sizeof(int) * (size_t)nb);
  int *stk = arena_alloc(a, sizeof(int) * (size_t)nb), *pos = arena_alloc(a, sizeof(int) * (size_t)nb);
  int *sc = arena_alloc(a, sizeof(int) * (size_t)(ms + 1));
  char *head = arena_alloc(a, (size_t)nb);
  memset(state, 0, sizeof(int) * (size_t)nb);
  memset(head, 0, (size_t)nb);
  int sp = 0, order = 0;
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
      head[t] = 1; /* a back edge k -> t */
    } else if (state[t] == 0) {
      state[t] = 1, pre[t] = order++;
      stk[sp] = t, pos[sp++] = 0;
    }
  }
  /* in the walk's preorder: an outer loop's head before its inner loops', a loop's before the
   * next one's */
  int nh = 0;
  for (int o = 0; o < order; o++)
    for (int k = 0; k < nb; k++)
      if (head[k] && state[k] && pre[k] == o) heads[nh++] = k;
  return nh;
}

int rs_first_loop(const rs_body *b, arena *a) {
  int *heads = arena_alloc(a, sizeof(int) * (size_t)(b->nblocks + 1));
  return rs_loop_heads(b, heads, a) > 0 ? heads[0] : -1;
}

/* ---- liveness ---- */

typedef struct lv {
  const rs_body *b;
  char *in;  /* the block's live-in set, being computed */
} lv;

static void use_local(lv *l, int k) {
  if (k >= 0 && k < l->b->nlocals) l->in[k] = 1;
}

/* A place read: its local and the locals its index projections name. */
static void use_place(lv *l, const rs_place *p) {
  use_local(l, p->local);
  for (int i = 0; i < p->nproj; i++)
    if (p->proj[i].k == RP_INDEX) use_local(l, (int)p->proj[i].a);
}

static void use_op(lv *l, const rs_operand *o) {
  if (o->k != RO_CONST) use_place(l, &o->p);
}

/* A place written: a whole local is killed; a write through a projection reads the rest. */
static void def_place(lv *l, const rs_place *p) {
  if (p->nproj == 0) {
    if (p->local >= 0 && p->local < l->b->nlocals) l->in[p->local] = 0;
  } else {
    use_place(l, p);
  }
}

/* live-in of block k from the live-out in out: the statements backwards. */
static void transfer(lv *l, int k, const char *out, const char *addr) {
  const rs_block *blk = &l->b->blocks[k];
  int n = l->b->nlocals;
  memcpy(l->in, out, (size_t)n);
  const rs_term *t = &blk->term;
  switch (t->k) {
    case RT_SWITCH: use_op(l, &t->op); break;
    case RT_ASSERT:
      use_op(l, &t->op);
      for (int i = 0; i < t->nargs; i++) use_op(l, &t->args[i]);
      break;
    case RT_CALL:
      def_place(l, &t->dest);
      for (int i = 0; i < t->nargs; i++) use_op(l, &t->args[i]);
      break;
    case RT_RETURN: use_local(l, 0); break;
    default: break;
  }
  for (int i = blk->nstmts - 1; i >= 0; i--) {
    const rs_stmt *st = &blk->stmts[i];
    if (st->k == RS_SETDISCR) use_place(l, &st->place);
    if (st->k != RS_ASSIGN) continue;
    def_place(l, &st->place);
    const rs_rvalue *rv = &st->rv;
    for (int j = 0; j < rv->nops; j++) use_op(l, &rv->ops[j]);
    if (rv->k == RR_REF || rv->k == RR_LEN || rv->k == RR_DISCR) use_place(l, &rv->place);
  }
  for (int j = 0; j < n; j++) l->in[j] |= addr[j];
}

void rs_live_at(const rs_body *b, int at, char *live, arena *a) {
  int nb = b->nblocks, n = b->nlocals;
  memset(live, 0, (size_t)n);
  if (at < 0 || at >= nb || n <= 0) return;
  char *addr = arena_alloc(a, (size_t)n);
  memset(addr, 0, (size_t)n);
  for (int k = 0; k < nb; k++)
    for (int i = 0; i < b->blocks[k].nstmts; i++) {
      const rs_stmt *st = &b->blocks[k].stmts[i];
      if (st->k == RS_ASSIGN && st->rv.k == RR_REF && st->rv.place.local >= 0 && st->rv.place.local < n) addr[st->rv.place.local] = 1;
    }
  char *in = arena_alloc(a, (size_t)nb * (size_t)n), *out = arena_alloc(a, (size_t)n);
  memset(in, 0, (size_t)nb * (size_t)n);
  int ms = max_succs(b);
  int *sc = arena_alloc(a, sizeof(int) * (size_t)(ms + 1));
  lv l = {b, arena_alloc(a, (size_t)n)};
  for (int changed = 1; changed;) {
    changed = 0;
    for (int k = nb - 1; k >= 0; k--) {
      memset(out, 0, (size_t)n);
      int ns = succs(b, k, sc);
      for (int i = 0; i < ns; i++)
        for (int j = 0; j < n; j++) out[j] |= in[(size_t)sc[i] * (size_t)n + (size_t)j];
      transfer(&l, k, out, addr);
      if (memcmp(l.in, in + (size_t)k * (size_t)n, (size_t)n)) {
        memcpy(in + (size_t)k * (size_t)n, l.in, (size_t)n);
        changed = 1;
      }
    }
  }
  memcpy(live, in + (size_t)at * (size_t)n, (size_t)n);
}
