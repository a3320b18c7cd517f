/* jv_sym_rank.c — ranking functions of a loop from its conditions, checked by the solver
 * (jv_sym_rank.h). */
#include <string.h>

#include "lang/jimple/jv_sym_rank.h"
#include "rel/lang.h"
#include "sym/smt.h"


/* An operand of a comparison as the loop's state names it: a local slot (slot >= 0) or a constant. */
typedef struct rk_opnd {
  int slot;
  int64_t k;
  int wide; /* long */
} rk_opnd;

/* What operand o of statement at reads: a local, or a stack slot traced back within the loop to
 * the local or constant last stored into it (javac loads both sides of a comparison just before
 * it). The trace only proposes: a candidate it gets wrong fails the solver's check, it is never
 * taken on trust. */
static int resolve(const jv_method *m, int head, int at, const jv_opnd *o, rk_opnd *out) {
  out->wide = o->ty == JV_T_LONG;
  if (!o->isvar) {
    out->slot = -1;
    out->k = o->ty == JV_T_LONG ? o->k.j : o->k.i;
    return 1;
  }
  int slot = o->slot;
  for (int i = at - 1; i >= head && slot >= m->max_locals; i--) {
    const jv_stmt *q = &m->stmts[i];
    if (q->op == JV_MOVE && !q->args && q->dst.slot == slot) {
      if (!q->a.isvar) {
        out->slot = -1;
        out->k = q->a.ty == JV_T_LONG ? q->a.k.j : q->a.k.i;
        return 1;
      }
      slot = q->a.slot;
      continue;
    }
    if (q->op == JV_CONST && q->dst.slot == slot && (q->a.ty == JV_T_INT || q->a.ty == JV_T_LONG)) {
      out->slot = -1;
      out->k = q->a.ty == JV_T_LONG ? q->a.k.j : q->a.k.i;
      return 1;
    }
    if (q->hasdst && q->dst.slot == slot) return 0; /* computed: not a local of the state */
  }
  if (slot >= m->max_locals) return 0;
  out->slot = slot;
  return 1;
}

/* o's value over the state st, sign-extended to w bits: 34 for ints, 66 for longs, where the
 * difference of two values is exact (no wrap-around) */
static term_ref val(term_ctx *tc, const rk_opnd *o, const term_ref *st, unsigned w) {
  if (o->slot < 0)
    return o->wide ? term_sext(tc, w - 64, term_bv(tc, 64, (uint64_t)o->k))
                   : term_sext(tc, w - 32, term_bv(tc, 32, (uint64_t)(uint32_t)o->k));
  term_ref t = st[o->slot];
  if (t == TERM_NULL) return TERM_NULL;
  return term_sext(tc, w - term_sort_width(tc, term_sort_of(tc, t)), t);
}

static const char *name_of(const jv_method *m, const rk_opnd *o, arena *a) {
  if (o->slot < 0) return arena_printf(a, "%lld", (long long)o->k);
  for (int i = 0; i < m->nlocnames; i++)
    if (m->locnames[i].slot == o->slot && m->locnames[i].name) return m->locnames[i].name;
  return arena_printf(a, "l%d", o->slot);
}

/* r = hi - lo over the state st, or TERM_NULL */
static term_ref rank_of(term_ctx *tc, const rk_opnd *hi, const rk_opnd *lo, const term_ref *st) {
  unsigned w = 34;
  const rk_opnd *both[2] = {hi, lo};
  for (int k = 0; k < 2; k++) {
    const rk_opnd *o = both[k];
    unsigned ow = o->slot < 0 ? (o->wide ? 64 : 32) : st[o->slot] ? term_sort_width(tc, term_sort_of(tc, st[o->slot])) : 32;
    if (ow + 2 > w) w = ow + 2;
  }
  term_ref x = val(tc, hi, st, w), y = val(tc, lo, st, w);
  return x == TERM_NULL || y == TERM_NULL ? TERM_NULL : term_mk2(tc, OP_BVSUB, x, y);
}

const char *jv_rank_find(term_ctx *tc, const jv_method *m, int head, int last, const term_ref *h,
                         const jv_rank_arrival *arr, int narr, double deadline, arena *a) {
  if (!narr) return "no iteration comes back to its head";
  smt_solver *z = smt_z3_new(tc);
  const char *found = NULL;
  for (int i = head; i <= last && !found && i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    if (q->op != JV_IF || (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG)) continue;
    rk_opnd x, y;
    const jv_opnd *oa = &q->a, *ob = &q->b;
    int at = i;
    if (oa->isvar && !ob->isvar && ob->k.i == 0)
      /* a long comparison is lcmp then a test of its sign (JVMS 6.5 lcmp): the candidates are its operands' */
      for (int j = i - 1; j >= head; j--) {
        const jv_stmt *d = &m->stmts[j];
        if (!(d->hasdst && d->dst.slot == oa->slot)) continue;
        if (d->op == JV_BIN && d->sub == JV_CMP) oa = &d->a, ob = &d->b, at = j;
        break;
      }
    if (!resolve(m, head, at, oa, &x) || !resolve(m, head, at, ob, &y)) continue;
    if (x.slot < 0 && y.slot < 0) continue;
    for (int dir = 0; dir < 2 && !found; dir++) {
      const rk_opnd *hi = dir ? &x : &y, *lo = dir ? &y : &x;
      term_ref r0 = rank_of(tc, hi, lo, h);
      if (r0 == TERM_NULL) continue;
      term_ref zero = term_bv(tc, term_sort_width(tc, term_sort_of(tc, r0)), 0);
      /* a counterexample: an iteration that comes back where r was negative or did not decrease */
      term_ref bad = term_false(tc);
      int ok = 1;
      for (int k = 0; k < narr && ok; k++) {
        term_ref r1 = rank_of(tc, hi, lo, arr[k].after);
        if (r1 == TERM_NULL) {
          ok = 0;
          break;
        }
        term_ref good = term_and2(tc, term_mk2(tc, OP_BVSGE, r0, zero), term_mk2(tc, OP_BVSLT, r1, r0));
        bad = term_or2(tc, bad, term_and2(tc, arr[k].g, term_not(tc, good)));
      }
      if (!ok) continue;
      double left = deadline > 0 ? deadline - rel_now() : 5.0;
      if (left < 0.05) break;
      smt_push(z);
      smt_assert(z, bad);
      smt_result res = smt_check(z, (unsigned)((left > 5 ? 5 : left) * 1000));
      smt_pop(z, 1);
      if (res == SMT_UNSAT)
        found = lo->slot < 0 && lo->k == 0 ? name_of(m, hi, a)
                                            : arena_printf(a, "%s - %s", name_of(m, hi, a), name_of(m, lo, a));
    }
  }
  smt_free(z);
  return found;
}
