/* One set of integer rules (rs_irule.c), checked two ways:
 * - the rule over the terms domain, its operands variables, evaluated at random and edge operands
 *   by substitution (the term layer folds constants), equals the rule over words, which is what
 *   the interpreter computes (rs_int_binop), for every operator, width and signedness;
 * - the same for the integer methods' rules (rs_irule_method: value, and where it is None, a panic
 *   or an overflow flag);
 * - the symbolic executor's cases of the functions of rs_irule/ops.rs (operators, overflow
 *   checks, division checks, shifts, casts, integer methods), evaluated at random and edge inputs:
 *   exactly one case holds and it is what the interpreter does (the same value, or the same panic
 *   message); slice_eq: the slices' == and != and a zero-sized closure called; concat_bytes: [&[u8]]::concat. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/diag.h"
#include "lang/rust/rs_irule.h"
#include "lang/rust/rs_sym.h"
#include "lang/rust/rust.h"
#include "sym/term.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}
static uint64_t mask(int w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* an operand of width w: an edge value (0, 1, -1, MIN, MAX, their neighbours) or a random one */
static uint64_t operand(int w) {
  uint64_t m = mask(w), mn = 1ull << (w - 1);
  const uint64_t edge[] = {0, 1, 2, m, m - 1, mn, mn - 1, mn + 1, (uint64_t)w, (uint64_t)w - 1};
  uint64_t r = next();
  return (r % 3 == 0 ? edge[next() % 10] : next() >> (next() % 64)) & m;
}

Test(rs_irule, terms_equal_words) {
  term_ctx *tc = term_ctx_new();
  rs_idom td;
  rs_idom_terms(&td, tc);
  const int widths[] = {1, 8, 16, 32, 64};
  int checked = 0;
  for (int round = 0; round < 6000; round++) {
    int w = widths[next() % 5], s = (int)(next() % 2), bw = widths[1 + next() % 4];
    rs_binop op = (rs_binop)(next() % RB_COUNT);
    int shift = op == RB_SHL || op == RB_SHR;
    if (!shift) bw = w;
    uint64_t a = operand(w), b = operand(bw);
    term_ref va = term_var(tc, "a", term_sort_bv(tc, (unsigned)w)), vb = term_var(tc, "b", term_sort_bv(tc, (unsigned)bw));
    rs_iout ow, ot;
    int rw = rs_irule_binop(&rs_idom_words, op, a, b, w, s, bw, 1, &ow);
    int rt = rs_irule_binop(&td, op, va, vb, w, s, bw, 1, &ot);
    cr_assert_eq(rw, rt);
    if (rw < 0) continue;
    term_ref from[2] = {va, vb}, to[2] = {term_bv(tc, (unsigned)w, a), term_bv(tc, (unsigned)bw, b)};
    term_ref r = term_subst(tc, (term_ref)ot.r, 2, from, to);
    cr_assert(term_is_const(tc, r), "op %d w %d: the result does not fold", op, w);
    uint64_t rv = ot.truth ? (uint64_t)(r == term_true(tc)) : term_bv_value(tc, r);
    cr_assert_eq(rv, ow.r, "op %d w %d s %d a %llx b %llx: terms %llx, words %llx", op, w, s, (unsigned long long)a,
                 (unsigned long long)b, (unsigned long long)rv, (unsigned long long)ow.r);
    if (ow.has_ovf) {
      term_ref o = term_subst(tc, (term_ref)ot.ovf, 2, from, to);
      cr_assert(o == term_true(tc) || o == term_false(tc));
      cr_assert_eq((uint64_t)(o == term_true(tc)), ow.ovf, "op %d w %d s %d a %llx b %llx: overflow", op, w, s,
                   (unsigned long long)a, (unsigned long long)b);
    }
    /* casts: every pair of widths, by the source's signedness */
    int to_w = widths[1 + next() % 4];
    rs_iv cw = rs_irule_cast(&rs_idom_words, a, w, s, to_w);
    term_ref ct = term_subst(tc, (term_ref)rs_irule_cast(&td, va, w, s, to_w), 1, from, to);
    cr_assert(term_is_const(tc, ct));
    cr_assert_eq(term_bv_value(tc, ct), cw);
    checked++;
  }
  cr_assert_gt(checked, 4000);
  term_ctx_free(tc);
}

Test(rs_irule, methods_terms_equal_words) {
  static const char *const M1[] = {"wrapping_neg", "wrapping_abs", "unsigned_abs", "abs", "checked_neg", "signum", "is_negative",
                                   "is_positive"};
  static const char *const M2[] = {"wrapping_add", "checked_sub", "overflowing_mul", "saturating_add", "saturating_sub",
                                   "saturating_mul", "unchecked_add", "checked_div", "checked_rem", "wrapping_div",
                                   "wrapping_rem", "min", "max", "abs_diff", "pow", "wrapping_pow", "checked_pow",
                                   "saturating_pow", "overflowing_pow", "clamp"};
  term_ctx *tc = term_ctx_new();
  rs_idom td;
  rs_idom_terms(&td, tc);
  const int widths[] = {8, 16, 32, 64};
  int checked = 0;
  for (int round = 0; round < 6000; round++) {
    int w = widths[next() % 4], s = (int)(next() % 2), one = next() % 3 == 0;
    const char *m = one ? M1[next() % 8] : M2[next() % 20];
    int n = one ? 1 : !strcmp(m, "clamp") ? 3 : 2;
    uint64_t exp = next() % 12;
    rs_iv av[3] = {operand(w), operand(w), operand(w)};
    term_ref vars[3] = {term_var(tc, "a", term_sort_bv(tc, (unsigned)w)), term_var(tc, "b", term_sort_bv(tc, (unsigned)w)),
                        term_var(tc, "c", term_sort_bv(tc, (unsigned)w))};
    rs_iv tv[3] = {vars[0], vars[1], vars[2]};
    rs_imeth mw, mt;
    int rw = rs_irule_method(&rs_idom_words, m, av, n, w, s, exp, &mw);
    int rt = rs_irule_method(&td, m, tv, n, w, s, exp, &mt);
    cr_assert_eq(rw, rt, "%s", m);
    if (rw < 0) continue;
    cr_assert_eq(mw.kind, mt.kind);
    term_ref to[3] = {term_bv(tc, (unsigned)w, av[0]), term_bv(tc, (unsigned)w, av[1]), term_bv(tc, (unsigned)w, av[2])};
    term_ref v = term_subst(tc, (term_ref)mt.v, 3, vars, to);
    uint64_t got = mt.truth ? (uint64_t)(v == term_true(tc)) : term_bv_value(tc, v);
    cr_assert(mt.truth ? (v == term_true(tc) || v == term_false(tc)) : term_is_const(tc, v), "%s: the value does not fold", m);
    if (mw.kind != RS_IM_VALUE) {
      term_ref cv = term_subst(tc, (term_ref)mt.c, 3, vars, to);
      cr_assert(cv == term_true(tc) || cv == term_false(tc), "%s: the condition does not fold", m);
      cr_assert_eq((uint64_t)(cv == term_true(tc)), mw.c, "%s w %d s %d a %llx b %llx: condition", m, w, s,
                   (unsigned long long)av[0], (unsigned long long)av[1]);
      if (mw.c && mw.kind != RS_IM_PAIR) continue; /* no value there (None, a panic) */
    }
    cr_assert_eq(got, mw.v, "%s w %d s %d a %llx b %llx exp %llu: terms %llx, words %llx", m, w, s, (unsigned long long)av[0],
                 (unsigned long long)av[1], (unsigned long long)exp, (unsigned long long)got, (unsigned long long)mw.v);
    checked++;
  }
  cr_assert_gt(checked, 3000);
  term_ctx_free(tc);
}

static const struct { const char *fn; int w0, s0, w1, s1; } FNS[] = {
    {"add_i32", 32, 1, 32, 1}, {"sub_u8", 8, 0, 8, 0},    {"mul_i16", 16, 1, 16, 1}, {"mul_u64", 64, 0, 64, 0},
    {"div_i8", 8, 1, 8, 1},    {"rem_i64", 64, 1, 64, 1}, {"div_u32", 32, 0, 32, 0}, {"rem_i16", 16, 1, 16, 1},
    {"shl_u16", 16, 0, 32, 0}, {"shr_i32", 32, 1, 8, 0},  {"shr_u64", 64, 0, 64, 1}, {"bits_u64", 64, 0, 64, 0},
    {"cmp_i16", 16, 1, 16, 1}, {"cmp_u32", 32, 0, 32, 0}, {"casts", 32, 1, 8, 0},    {"casts2", 64, 1, 64, 0},
    {"neg_i32", 32, 1, 32, 1}, {"wrapping", 8, 1, 8, 1},
    {"checked_add_i8", 8, 1, 8, 1}, {"sat_u16", 16, 0, 16, 0}, {"sat_i32", 32, 1, 32, 1}, {"ovf_u8", 8, 0, 8, 0},
    {"wdiv_i16", 16, 1, 16, 1},     {"cdiv_i8", 8, 1, 8, 1},   {"absd", 32, 1, 32, 1},    {"minmax", 64, 1, 64, 1},
    {"clampit", 16, 1, 16, 1},      {"powit", 8, 1, 8, 1},     {"signs", 32, 1, 32, 1},   {"cneg", 32, 0, 64, 1},
    {"wrap_u64", 64, 0, 64, 0},     {"slice_eq", 8, 0, 8, 0},      {"concat_bytes", 8, 0, 8, 0},
};

static void show(char *buf, size_t n, uint64_t v, int w, int s) {
  if (s && w < 64 && (v >> (w - 1)) & 1) v |= ~mask(w);
  if (s) snprintf(buf, n, "%lld", (long long)v);
  else snprintf(buf, n, "%llu", (unsigned long long)v);
}

Test(rs_irule, symbolic_cases_match_the_interpreter, .timeout = 300) {
  const char *src = getenv("EQUIV_SRC");
  cr_assert(src, "EQUIV_SRC names the source tree");
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/unit/rs_irule/ops.rs", src);
  diag_ctx *d = diag_new();
  rs_program *p = rs_load(path, d);
  cr_assert(p, "rs_load failed");
  int compared = 0;
  for (size_t f = 0; f < sizeof FNS / sizeof FNS[0]; f++) {
    term_ctx *tc = term_ctx_new();
    arena *a = arena_new();
    term_ref vars[2] = {term_var(tc, "in0", term_sort_bv(tc, (unsigned)FNS[f].w0)), term_var(tc, "in1", term_sort_bv(tc, (unsigned)FNS[f].w1))};
    rel_sym_opts o;
    memset(&o, 0, sizeof o);
    rel_summary sum;
    char why[256];
    cr_assert_eq(rs_sym_exec(p, FNS[f].fn, tc, vars, 2, &o, &sum, a, why, sizeof why), 0, "%s: %s", FNS[f].fn, why);
    int here = 0;
    for (int k = 0; k < 150; k++) {
      uint64_t x0 = operand(FNS[f].w0), x1 = operand(FNS[f].w1);
      term_ref to[2] = {term_bv(tc, (unsigned)FNS[f].w0, x0), term_bv(tc, (unsigned)FNS[f].w1, x1)};
      const rel_path *hit = NULL;
      int holds = 0;
      for (int i = 0; i < sum.npaths; i++) {
        term_ref g = term_subst(tc, sum.paths[i].guard, 2, vars, to);
        cr_assert(g == term_true(tc) || g == term_false(tc), "%s: a guard does not fold", FNS[f].fn);
        if (g == term_true(tc)) hit = &sum.paths[i], holds++;
      }
      cr_assert_eq(holds, 1, "%s: %d cases hold", FNS[f].fn, holds);
      char args[96], s0[32], s1[32];
      show(s0, sizeof s0, x0, FNS[f].w0, FNS[f].s0);
      show(s1, sizeof s1, x1, FNS[f].w1, FNS[f].s1);
      snprintf(args, sizeof args, "%s,%s", s0, s1);
      rel_behaviour b;
      const char *shown = NULL;
      char rwhy[256];
      cr_assert_eq(rs_run_args(p, FNS[f].fn, args, 100000, NULL, a, &b, &shown, rwhy, sizeof rwhy), 0, "%s(%s): %s", FNS[f].fn, args, rwhy);
      if (hit->kind == REL_P_UNKNOWN) continue;
      if (hit->kind == REL_P_WRONG) {
        cr_assert(b.wrong, "%s(%s): the case goes wrong, the run does not", FNS[f].fn, args);
      } else if (hit->okind == REL_O_PANICKED) {
        cr_assert(!b.wrong && b.okind == REL_O_PANICKED, "%s(%s): the case panics (%s), the run does not", FNS[f].fn, args, hit->reason);
        cr_assert_str_eq(hit->reason, b.message, "%s(%s)", FNS[f].fn, args);
      } else {
        cr_assert(!b.wrong && b.okind == REL_O_RETURNED, "%s(%s): the case returns, the run does not (%s)", FNS[f].fn, args,
                  b.message ? b.message : b.reason ? b.reason : "");
        term_ref v = term_subst(tc, hit->value, 2, vars, to);
        uint64_t got = term_sort_of(tc, v) == term_sort_bool(tc) ? (uint64_t)(v == term_true(tc)) : term_bv_value(tc, v);
        cr_assert(term_is_const(tc, v) || v == term_true(tc) || v == term_false(tc));
        int w = sum.rtype.width;
        cr_assert_eq(got & mask(w), b.value.bits & mask(w), "%s(%s): case %llx, run %llx", FNS[f].fn, args,
                     (unsigned long long)got, (unsigned long long)b.value.bits);
      }
      compared++, here++;
    }
    /* every function's cases are followed (none is an unknown case: a construct not modelled) */
    cr_assert_eq(here, 150, "%s: %d of 150 inputs in unknown cases", FNS[f].fn, 150 - here);
    arena_free(a);
    term_ctx_free(tc);
  }
  cr_assert_gt(compared, 2000);
  rs_program_free(p);
  diag_free(d);
}
