/* test_sym_interval.c — interval analysis: decisions on overflow checks under small ranges, and
 * soundness by random sampling (every concrete value of a random term, with its variables drawn
 * inside their assumed ranges, lies in the computed range; decided predicates hold). */
#include <criterion/criterion.h>
#include <stdint.h>

#include "sym/interval.h"
#include "sym/term.h"

static uint64_t st = 0x2545f4914f6cdd1dull;
static uint64_t rnd(void) {
  st ^= st >> 12;
  st ^= st << 25;
  st ^= st >> 27;
  return st * 2685821657736338717ull;
}

static int iv_decide_for_test(void *ud, term_ref b) {
  ival_truth t = ival_decide(ud, b);
  return t == IVAL_UNKNOWN ? -1 : t == IVAL_TRUE;
}

Test(interval, small_operands_cannot_overflow) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32);
  term_ref x = term_var(c, "x", b32), y = term_var(c, "y", b32);
  ival_ctx *iv = ival_new(c);
  ival_assume_i64(iv, x, 1, -1000, 1000);
  ival_assume_i64(iv, y, 1, -50, 70000);
  cr_assert_eq(ival_decide(iv, term_bv_sadd_ovf(c, x, y)), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_bv_ssub_ovf(c, x, y)), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_bv_smul_ovf(c, x, y)), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_bv_sdiv_ovf(c, x, y)), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_bv_sneg_ovf(c, x)), IVAL_FALSE);
  mpz_t lo, hi;
  mpz_inits(lo, hi, NULL);
  ival_range(iv, term_mk2(c, OP_BVADD, x, y), 1, lo, hi);
  cr_assert_eq(mpz_get_si(lo), -1050);
  cr_assert_eq(mpz_get_si(hi), 71000);
  /* a C-style narrowing cast keeps the value when it fits */
  ival_range(iv, term_extract(c, 15, 0, x), 1, lo, hi);
  cr_assert_eq(mpz_get_si(lo), -1000);
  cr_assert_eq(mpz_get_si(hi), 1000);
  ival_free(iv);
  /* without assumptions nothing is decided */
  iv = ival_new(c);
  cr_assert_eq(ival_decide(iv, term_bv_sadd_ovf(c, x, y)), IVAL_UNKNOWN);
  ival_assume_i64(iv, x, 0, 0x7fffff00, 0x7fffffff);
  ival_assume_i64(iv, y, 0, 0x100, 0x200);
  cr_assert_eq(ival_decide(iv, term_bv_sadd_ovf(c, x, y)), IVAL_TRUE, "always overflows");
  cr_assert_eq(ival_decide(iv, term_bv_uadd_ovf(c, x, y)), IVAL_FALSE);
  ival_free(iv);
  /* Ints */
  term_ref k = term_var(c, "k", term_sort_int(c));
  iv = ival_new(c);
  ival_assume_i64(iv, k, 1, 0, 99);
  term_ref e = term_mk2(c, OP_IADD, term_mk2(c, OP_IMUL, k, term_int(c, 3)), term_mk2(c, OP_IMOD, k, term_int(c, 7)));
  cr_assert_eq(ival_range(iv, e, 1, lo, hi), 3);
  cr_assert_eq(mpz_get_si(lo), 0);
  cr_assert_eq(mpz_get_si(hi), 303);
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_ILT, e, term_int(c, 304))), IVAL_TRUE);
  term_ref free_k = term_var(c, "k2", term_sort_int(c));
  cr_assert_eq(ival_range(iv, term_mk2(c, OP_IADD, free_k, term_int(c, 1)), 1, lo, hi), 0);
  ival_free(iv);
  mpz_clears(lo, hi, NULL);
  term_ctx_free(c);
}

static const term_op ops[] = {OP_BVADD, OP_BVSUB, OP_BVMUL, OP_BVUDIV, OP_BVUREM, OP_BVAND, OP_BVOR,
                              OP_BVXOR, OP_BVSHL, OP_BVLSHR, OP_BVASHR, OP_BVSDIV, OP_BVSREM};

static term_ref gen(term_ctx *c, term_ref x, term_ref y, unsigned w, int d) {
  if (d == 0 || rnd() % 4 == 0) {
    switch (rnd() % 4) {
    case 0: return x;
    case 1: return y;
    case 2: return term_bv(c, w, rnd() % 8);
    default: return term_bv(c, w, rnd());
    }
  }
  term_ref a = gen(c, x, y, w, d - 1);
  switch (rnd() % 7) {
  case 0: return term_mk1(c, rnd() % 2 ? OP_BVNEG : OP_BVNOT, a);
  case 1: return term_ite(c, term_mk2(c, OP_BVSLT, a, gen(c, x, y, w, d - 1)), a, gen(c, x, y, w, d - 1));
  case 2: return term_sext(c, w / 2, term_extract(c, w / 2 - 1, 0, a));
  case 3: return term_zext(c, w / 2, term_extract(c, w - 1, w / 2, a));
  case 4: return term_mk2(c, ops[rnd() % 13], a, term_bv(c, w, rnd() % w));
  default: return term_mk2(c, ops[rnd() % 13], a, gen(c, x, y, w, d - 1));
  }
}

/* A random value in [lo, hi] (as signed or unsigned w-bit), as a bit pattern. */
static uint64_t pick(int64_t lo, int64_t hi) {
  uint64_t span = (uint64_t)(hi - lo);
  uint64_t r = span == UINT64_MAX ? rnd() : rnd() % (span + 1);
  if (rnd() % 4 == 0) r = rnd() % 2 ? 0 : span; /* the ends */
  return (uint64_t)lo + r;
}

Test(interval, sound_on_random_terms, .timeout = 240) {
  term_ctx *c = term_ctx_new();
  static const unsigned widths[] = {8, 16, 32};
  mpz_t slo, shi, ulo, uhi, v;
  mpz_inits(slo, shi, ulo, uhi, v, NULL);
  int decided = 0, narrowed = 0;
  for (int wi = 0; wi < 3; wi++) {
    unsigned w = widths[wi];
    term_sort so = term_sort_bv(c, w);
    term_ref x = term_var(c, "x", so), y = term_var(c, "y", so);
    int64_t H = (int64_t)1 << (w - 1);
    for (int rep = 0; rep < 150; rep++) {
      /* x signed in a random sub-range, y unsigned in one */
      int64_t a = (int64_t)(rnd() % (uint64_t)(2 * H)) - H, b = (int64_t)(rnd() % (uint64_t)(2 * H)) - H;
      if (rep % 2) b = a + (int64_t)(rnd() % 50);
      if (b >= H) b = H - 1;
      int64_t xl = a < b ? a : b, xh = a < b ? b : a;
      int64_t yl = (int64_t)(rnd() % (uint64_t)(2 * H)), yh = yl + (int64_t)(rnd() % 300);
      if (yh >= 2 * H) yh = 2 * H - 1;
      term_ref e = gen(c, x, y, w, 3);
      term_ref p = rnd() % 2 ? term_bv_sadd_ovf(c, e, x) : term_bv_smul_ovf(c, e, y);
      ival_ctx *iv = ival_new(c);
      ival_assume_i64(iv, x, 1, xl, xh);
      ival_assume_i64(iv, y, 0, yl, yh);
      ival_range(iv, e, 1, slo, shi);
      ival_range(iv, e, 0, ulo, uhi);
      ival_truth dp = ival_decide(iv, p);
      decided += dp != IVAL_UNKNOWN;
      narrowed += mpz_cmp_si(slo, -H) > 0 || mpz_cmp_si(shi, H - 1) < 0;
      for (int k = 0; k < 60; k++) {
        term_ref from[2] = {x, y};
        term_ref to[2] = {term_bv(c, w, pick(xl, xh)), term_bv(c, w, pick(yl, yh))};
        term_ref val = term_subst(c, e, 2, from, to);
        cr_assert_eq(term_op_of(c, val), OP_BV_CONST);
        uint64_t u = (uint64_t)term_bv_value(c, val);
        int64_t s = term_bv_svalue(c, val);
        mpz_set_ui(v, u);
        cr_assert(mpz_cmp(v, ulo) >= 0 && mpz_cmp(v, uhi) <= 0, "unsigned value %llu outside range (w=%u rep=%d)",
                  (unsigned long long)u, w, rep);
        mpz_set_si(v, s);
        cr_assert(mpz_cmp(v, slo) >= 0 && mpz_cmp(v, shi) <= 0, "signed value %lld outside range (w=%u rep=%d)",
                  (long long)s, w, rep);
        if (dp != IVAL_UNKNOWN) {
          term_ref pv = term_subst(c, p, 2, from, to);
          cr_assert_eq(pv, dp == IVAL_TRUE ? term_true(c) : term_false(c), "decided predicate fails on a sample");
        }
      }
      ival_free(iv);
    }
  }
  cr_assert_gt(decided, 20, "the analysis should decide some checks (%d)", decided);
  cr_assert_gt(narrowed, 100, "the analysis should narrow some ranges (%d)", narrowed);
  mpz_clears(slo, shi, ulo, uhi, v, NULL);
  term_ctx_free(c);
}

/* The bounds a precondition's conjuncts state on a variable fold the comparisons they decide
 * (check_split's cases in rel/verdict.c rest on it); a conjunct of another shape is not used. */
Test(interval, facts_from_conjuncts_fold_comparisons) {
  term_ctx *c = term_ctx_new();
  term_sort b64 = term_sort_bv(c, 64);
  term_ref len = term_var(c, "len", b64), n = term_var(c, "n", b64), y = term_var(c, "y", b64);
  term_ref pre = term_and2(c, term_mk2(c, OP_BVULE, len, term_bv(c, 64, 1000)),
                           term_and2(c, term_mk2(c, OP_BVUGE, len, n), term_or2(c, term_eq(c, y, len), term_eq(c, y, n))));
  term_ref seven = term_bv(c, 64, 7);
  term_ref pre7 = term_subst(c, pre, 1, &n, &seven);
  ival_ctx *iv = ival_new(c);
  ival_assume_facts(iv, pre7);
  /* len in [7, 1000], read unsigned and (since it is below 2^63) signed */
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_BVSLE, len, term_bv(c, 64, 0))), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_BVULT, len, term_bv(c, 64, 7))), IVAL_FALSE);
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_BVULT, len, term_bv(c, 64, 8))), IVAL_UNKNOWN);
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_BVULE, y, term_bv(c, 64, 1000))), IVAL_UNKNOWN); /* y: no fact */
  /* term_subst_decide folds what the oracle decides and keeps the rest */
  term_ref q = term_or2(c, term_mk2(c, OP_BVSLT, len, n), term_eq(c, y, term_bv(c, 64, 3)));
  term_ref q7 = term_subst_decide(c, q, 1, &n, &seven, iv_decide_for_test, iv);
  cr_assert_eq(q7, term_eq(c, y, term_bv(c, 64, 3)), "len < 7 is false under len >= 7");
  ival_free(iv);
  term_ctx_free(c);
}
