/* test_sym_term.c — term layer: hash-consing, sort checking, and soundness of the simplifier
 * (folded constants against a plain C computation and against Z3's evaluation of the unfolded
 * term; rewrites with variables proved equivalent by Z3). */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sym/smt.h"
#include "sym/smtlib.h"
#include "sym/term.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) { /* xorshift64*: deterministic, so failures reproduce */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ull;
}
/* Random values biased toward the edges where wrap-around bugs live. */
static uint64_t rnd_val(unsigned w) {
  uint64_t m = w == 64 ? ~0ull : (1ull << w) - 1, h = 1ull << (w - 1);
  switch (rnd() % 8) {
  case 0: return 0;
  case 1: return 1;
  case 2: return m;
  case 3: return h;
  case 4: return h - 1;
  case 5: return rnd() % 5;
  default: return rnd() & m;
  }
}

Test(term, hash_consing_gives_identical_handles) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  cr_assert_eq(b8, term_sort_bv(c, 8));
  cr_assert_neq(b8, term_sort_bv(c, 9));
  term_ref x = term_var(c, "x", b8), y = term_var(c, "y", b8);
  cr_assert_eq(x, term_var(c, "x", b8));
  cr_assert_neq(x, term_var(c, "x", term_sort_bv(c, 16)), "same name, other sort: other term");
  term_ref s1 = term_mk2(c, OP_BVADD, x, y), s2 = term_mk2(c, OP_BVADD, x, y);
  cr_assert_eq(s1, s2);
  cr_assert_eq(term_mk2(c, OP_BVADD, y, x), s1, "commutative operands are ordered");
  cr_assert_eq(term_bv(c, 8, 300), term_bv(c, 8, 44), "constants are taken mod 2^w");
  mpz_t z;
  mpz_init_set_str(z, "123456789012345678901234567890", 10);
  cr_assert_eq(term_int_mpz(c, z), term_int_mpz(c, z));
  cr_assert_eq(mpz_cmp(term_int_value(c, term_int_mpz(c, z)), z), 0);
  mpz_clear(z);
  /* every NaN pattern is the single SMT-LIB NaN */
  cr_assert_eq(term_fp_bits(c, 11, 53, 0x7ff8000000000001ull), term_fp_bits(c, 11, 53, 0xfff0000000000010ull));
  cr_assert_neq(term_fp_from_double(c, 0.0), term_fp_from_double(c, -0.0));
  uint32_t before = term_count(c);
  (void)term_mk2(c, OP_BVADD, x, y);
  cr_assert_eq(term_count(c), before, "rebuilding makes no new node");
  term_ctx_free(c);
}

Test(term, sort_error_bv_widths, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_mk2(c, OP_BVADD, term_var(c, "x", term_sort_bv(c, 8)), term_var(c, "y", term_sort_bv(c, 16)));
}
Test(term, sort_error_bool_in_bvop, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_mk2(c, OP_BVMUL, term_true(c), term_false(c));
}
Test(term, sort_error_ite_branches, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_ite(c, term_var(c, "p", term_sort_bool(c)), term_int(c, 1), term_bv(c, 8, 1));
}
Test(term, sort_error_extract_range, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_extract(c, 8, 0, term_var(c, "x", term_sort_bv(c, 8)));
}
Test(term, sort_error_arity, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_ref v[3] = {term_true(c), term_true(c), term_true(c)};
  term_mk(c, OP_NOT, v, 3);
}
Test(term, sort_error_select_index, .signal = SIGABRT) {
  term_ctx *c = term_ctx_new();
  term_sort a = term_sort_array(c, term_sort_bv(c, 32), term_sort_bv(c, 8));
  term_mk2(c, OP_SELECT, term_var(c, "m", a), term_bv(c, 16, 0));
}

/* ---- C reference semantics of the SMT-LIB bit-vector operators, on w <= 64 bits ---- */

static uint64_t mask(unsigned w) { return w == 64 ? ~0ull : (1ull << w) - 1; }
static int64_t sx(uint64_t v, unsigned w) {
  if (w == 64) return (int64_t)v;
  return (v >> (w - 1)) & 1 ? (int64_t)(v | ~mask(w)) : (int64_t)v;
}

/* Returns the result value (Bool results as 0/1). */
static uint64_t ref_op(term_op op, uint64_t a, uint64_t b, unsigned w) {
  uint64_t m = mask(w);
  int64_t sa = sx(a, w), sb = sx(b, w);
  switch (op) {
  case OP_BVADD: return (a + b) & m;
  case OP_BVSUB: return (a - b) & m;
  case OP_BVMUL: return (a * b) & m;
  case OP_BVUDIV: return b == 0 ? m : a / b;
  case OP_BVUREM: return b == 0 ? a : a % b;
  case OP_BVSDIV:
    if (b == 0) return sa < 0 ? 1 : m;
    if (sb == -1) return (0 - a) & m; /* avoids INT64_MIN / -1 in C */
    return (uint64_t)(sa / sb) & m;
  case OP_BVSREM:
    if (b == 0) return a;
    if (sb == -1) return 0;
    return (uint64_t)(sa % sb) & m;
  case OP_BVSMOD: {
    if (b == 0) return a;
    if (sb == -1) return 0;
    int64_t r = sa % sb;
    if (r != 0 && ((r < 0) != (sb < 0))) r += sb;
    return (uint64_t)r & m;
  }
  case OP_BVAND: return a & b;
  case OP_BVOR: return a | b;
  case OP_BVXOR: return a ^ b;
  case OP_BVSHL: return b >= w ? 0 : (a << b) & m;
  case OP_BVLSHR: return b >= w ? 0 : a >> b;
  case OP_BVASHR: return b >= w ? (sa < 0 ? m : 0) : (uint64_t)(sa >> b) & m;
  case OP_BVULT: return a < b;
  case OP_BVULE: return a <= b;
  case OP_BVUGT: return a > b;
  case OP_BVUGE: return a >= b;
  case OP_BVSLT: return sa < sb;
  case OP_BVSLE: return sa <= sb;
  case OP_BVSGT: return sa > sb;
  case OP_BVSGE: return sa >= sb;
  default: cr_assert_fail("no reference for %s", term_op_name(op)); return 0;
  }
}

static const term_op bin_ops[] = {
  OP_BVADD, OP_BVSUB, OP_BVMUL, OP_BVUDIV, OP_BVUREM, OP_BVSDIV, OP_BVSREM, OP_BVSMOD, OP_BVAND,
  OP_BVOR, OP_BVXOR, OP_BVSHL, OP_BVLSHR, OP_BVASHR, OP_BVULT, OP_BVULE, OP_BVUGT, OP_BVUGE,
  OP_BVSLT, OP_BVSLE, OP_BVSGT, OP_BVSGE};

static uint64_t const_value(term_ctx *c, term_ref t) {
  if (t == term_true(c)) return 1;
  if (t == term_false(c)) return 0;
  cr_assert_eq(term_op_of(c, t), OP_BV_CONST, "not folded to a constant: %s", term_op_name(term_op_of(c, t)));
  return (uint64_t)term_bv_value(c, t);
}

Test(simplify, folding_matches_c_reference_and_z3, .timeout = 240) {
  static const unsigned widths[] = {8, 16, 32, 64};
  term_ctx *c = term_ctx_new();
  smt_solver *s = smt_z3_new(c);
  cr_assert_eq(smt_check(s, 0), SMT_SAT);
  int cases = 0;
  for (unsigned wi = 0; wi < 4; wi++) {
    unsigned w = widths[wi];
    for (unsigned k = 0; k < sizeof bin_ops / sizeof *bin_ops; k++) {
      for (int rep = 0; rep < 12; rep++) {
        term_op op = bin_ops[k];
        uint64_t a = rnd_val(w), b = rnd_val(w);
        if ((op == OP_BVSHL || op == OP_BVLSHR || op == OP_BVASHR) && rep % 2) b = rnd() % (w + 2);
        term_ref ta = term_bv(c, w, a), tb = term_bv(c, w, b);
        term_ref folded = term_mk2(c, op, ta, tb);
        uint64_t want = ref_op(op, a, b, w);
        cr_assert_eq(const_value(c, folded), want, "%s w=%u a=%#llx b=%#llx: fold %#llx, C %#llx",
                     term_op_name(op), w, (unsigned long long)a, (unsigned long long)b,
                     (unsigned long long)const_value(c, folded), (unsigned long long)want);
        term_ctx_set_simplify(c, 0);
        term_ref raw = term_mk2(c, op, ta, tb);
        term_ctx_set_simplify(c, 1);
        cr_assert_neq(raw, folded);
        term_ref z = smt_model_eval(s, raw);
        cr_assert_eq(z, folded, "%s w=%u a=%#llx b=%#llx: Z3 disagrees with the fold",
                     term_op_name(op), w, (unsigned long long)a, (unsigned long long)b);
        cases++;
      }
    }
    /* unary operators and width changes */
    for (int rep = 0; rep < 20; rep++) {
      uint64_t a = rnd_val(w);
      term_ref ta = term_bv(c, w, a);
      unsigned lo = (unsigned)(rnd() % w), hi = lo + (unsigned)(rnd() % (w - lo));
      unsigned ext = (unsigned)(rnd() % 9);
      term_ref folded[5] = {term_mk1(c, OP_BVNEG, ta), term_mk1(c, OP_BVNOT, ta), term_extract(c, hi, lo, ta),
                            term_zext(c, ext, ta), term_sext(c, ext, ta)};
      uint64_t want[5] = {(0 - a) & mask(w), ~a & mask(w), (a >> lo) & mask(hi - lo + 1), a,
                          (uint64_t)sx(a, w) & mask(w + ext > 64 ? 64 : w + ext)};
      term_ctx_set_simplify(c, 0);
      term_ref raw[5] = {term_mk1(c, OP_BVNEG, ta), term_mk1(c, OP_BVNOT, ta), term_extract(c, hi, lo, ta),
                         term_zext(c, ext, ta), term_sext(c, ext, ta)};
      term_ctx_set_simplify(c, 1);
      for (int i = 0; i < 5; i++) {
        if (w + ext <= 64 || i < 3) cr_assert_eq(const_value(c, folded[i]), want[i], "unary %d w=%u", i, w);
        cr_assert_eq(smt_model_eval(s, raw[i]), folded[i], "unary %d w=%u a=%#llx", i, w, (unsigned long long)a);
        cases++;
      }
    }
  }
  /* 128-bit arithmetic folds like Z3 too */
  for (int rep = 0; rep < 40; rep++) {
    term_u128 a = ((term_u128)rnd() << 64) | rnd(), b = rep % 3 ? ((term_u128)rnd() << 64) | rnd() : rnd() % 200;
    term_op op = bin_ops[rnd() % (sizeof bin_ops / sizeof *bin_ops)];
    term_ref ta = term_bv128(c, 128, a), tb = term_bv128(c, 128, b);
    term_ref folded = term_mk2(c, op, ta, tb);
    term_ctx_set_simplify(c, 0);
    term_ref raw = term_mk2(c, op, ta, tb);
    term_ctx_set_simplify(c, 1);
    cr_assert_eq(smt_model_eval(s, raw), folded, "128-bit %s", term_op_name(op));
    cases++;
  }
  cr_assert_gt(cases, 1400);
  smt_free(s);
  term_ctx_free(c);
}

Test(simplify, int_folding_matches_z3) {
  term_ctx *c = term_ctx_new();
  smt_solver *s = smt_z3_new(c);
  cr_assert_eq(smt_check(s, 0), SMT_SAT);
  const term_op ops[] = {OP_IADD, OP_ISUB, OP_IMUL, OP_IDIV, OP_IMOD, OP_ILT, OP_ILE, OP_IGT, OP_IGE};
  for (int rep = 0; rep < 300; rep++) {
    long a = (long)(rnd() % 2001) - 1000, b = (long)(rnd() % 41) - 20;
    if (b == 0) b = 7;
    term_op op = ops[rnd() % 9];
    term_ref folded = term_mk2(c, op, term_int(c, a), term_int(c, b));
    cr_assert(term_is_const(c, folded));
    term_ctx_set_simplify(c, 0);
    term_ref raw = term_mk2(c, op, term_int(c, a), term_int(c, b));
    term_ctx_set_simplify(c, 1);
    cr_assert_eq(smt_model_eval(s, raw), folded, "%ld %s %ld", a, term_op_name(op), b);
  }
  /* Euclidean: -7 div 2 = -4, -7 mod 2 = 1, 7 div -2 = -3, 7 mod -2 = 1, -7 div -2 = 4 */
  cr_assert_eq(term_mk2(c, OP_IDIV, term_int(c, -7), term_int(c, 2)), term_int(c, -4));
  cr_assert_eq(term_mk2(c, OP_IMOD, term_int(c, -7), term_int(c, 2)), term_int(c, 1));
  cr_assert_eq(term_mk2(c, OP_IDIV, term_int(c, 7), term_int(c, -2)), term_int(c, -3));
  cr_assert_eq(term_mk2(c, OP_IMOD, term_int(c, 7), term_int(c, -2)), term_int(c, 1));
  cr_assert_eq(term_mk2(c, OP_IDIV, term_int(c, -7), term_int(c, -2)), term_int(c, 4));
  cr_assert_eq(term_op_of(c, term_mk2(c, OP_IDIV, term_int(c, 5), term_int(c, 0))), OP_IDIV,
               "division by zero is not folded (unspecified in SMT-LIB)");
  smt_free(s);
  term_ctx_free(c);
}

/* ---- random terms over variables: the rewrites must be equivalences ---- */

typedef struct gen {
  term_ctx *c;
  term_ref x, y, z;
  unsigned w;
} gen;

static term_ref gen_bv(gen *g, int depth);

static term_ref gen_bool(gen *g, int depth) {
  term_ctx *c = g->c;
  term_ref a = gen_bv(g, depth - 1), b = gen_bv(g, depth - 1);
  switch (rnd() % 10) {
  case 0: return term_bv_sadd_ovf(c, a, b);
  case 1: return term_bv_smul_ovf(c, a, b);
  case 2: return term_eq(c, a, b);
  case 3: return term_not(c, term_eq(c, a, b));
  case 4: return term_and2(c, term_mk2(c, OP_BVULE, a, b), term_mk2(c, OP_BVSLT, b, a));
  case 5: return term_or2(c, term_mk2(c, OP_BVUGT, a, b), term_eq(c, a, a));
  case 6: return term_bv_umul_ovf(c, a, b);
  case 7: return term_bv_ssub_ovf(c, a, b);
  default: return term_mk2(c, bin_ops[14 + rnd() % 8], a, b);
  }
}

static term_ref gen_bv(gen *g, int depth) {
  term_ctx *c = g->c;
  unsigned w = g->w;
  if (depth <= 0 || rnd() % 5 == 0) {
    switch (rnd() % 6) {
    case 0: return g->x;
    case 1: return g->y;
    case 2: return g->z;
    case 3: return term_bv(c, w, rnd_val(w));
    case 4: return term_bv(c, w, 0);
    default: return term_bv(c, w, rnd() % 3);
    }
  }
  term_ref a = gen_bv(g, depth - 1);
  switch (rnd() % 9) {
  case 0: return term_mk1(c, rnd() % 2 ? OP_BVNEG : OP_BVNOT, a);
  case 1: return term_ite(c, gen_bool(g, depth - 1), a, gen_bv(g, depth - 1));
  case 2: return term_zext(c, w / 2, term_extract(c, w / 2 - 1, 0, a));
  case 3: return term_sext(c, w / 2, term_extract(c, w - 1, w / 2, a));
  case 4: return term_mk2(c, OP_CONCAT, term_extract(c, w - 1, w / 2, a), term_extract(c, w / 2 - 1, 0, a));
  case 5: return term_extract(c, w - 1, 0, term_zext(c, 3, a));
  default: return term_mk2(c, bin_ops[rnd() % 14], a, gen_bv(g, depth - 1));
  }
}

Test(simplify, rewrites_are_equivalences, .timeout = 240) {
  static const unsigned widths[] = {8, 32};
  term_ctx *c = term_ctx_new();
  smt_solver *s = smt_z3_new(c);
  int proved = 0;
  for (int wi = 0; wi < 2; wi++) {
    term_sort so = term_sort_bv(c, widths[wi]);
    gen g = {c, term_var(c, "x", so), term_var(c, "y", so), term_var(c, "z", so), widths[wi]};
    for (int rep = 0; rep < 150; rep++) {
      uint64_t seed = rng_state;
      int boolean = rep % 3 == 0;
      term_ctx_set_simplify(c, 0);
      term_ref raw = boolean ? gen_bool(&g, 3) : gen_bv(&g, 3);
      rng_state = seed;
      term_ctx_set_simplify(c, 1);
      term_ref simp = boolean ? gen_bool(&g, 3) : gen_bv(&g, 3);
      smt_push(s);
      smt_assert(s, term_not(c, term_eq(c, raw, simp)));
      smt_result r = smt_check(s, 20000);
      if (r == SMT_SAT) {
        strbuf a = STRBUF_INIT, b = STRBUF_INIT;
        smtlib_term(c, raw, &a);
        smtlib_term(c, simp, &b);
        cr_assert_fail("rewrite changed meaning:\n raw  %s\n simp %s", sb_str(&a), sb_str(&b));
      }
      proved += r == SMT_UNSAT;
      smt_pop(s, 1);
    }
  }
  cr_assert_gt(proved, 280, "only %d of 300 proved", proved);
  smt_free(s);
  term_ctx_free(c);
}

Test(simplify, local_rules) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8), p = term_var(c, "p", term_sort_bool(c));
  term_ref zero = term_bv(c, 8, 0), one = term_bv(c, 8, 1);
  cr_assert_eq(term_mk2(c, OP_BVADD, x, zero), x);
  cr_assert_eq(term_mk2(c, OP_BVMUL, one, x), x);
  cr_assert_eq(term_mk2(c, OP_BVMUL, x, zero), zero);
  cr_assert_eq(term_mk2(c, OP_BVSUB, x, x), zero);
  cr_assert_eq(term_mk2(c, OP_BVXOR, x, x), zero);
  cr_assert_eq(term_not(c, term_not(c, p)), p);
  cr_assert_eq(term_and2(c, p, term_true(c)), p);
  cr_assert_eq(term_and2(c, p, term_not(c, p)), term_false(c));
  cr_assert_eq(term_or2(c, p, term_true(c)), term_true(c));
  cr_assert_eq(term_ite(c, term_true(c), x, zero), x);
  cr_assert_eq(term_ite(c, p, x, x), x);
  cr_assert_eq(term_eq(c, x, x), term_true(c));
  cr_assert_eq(term_eq(c, one, zero), term_false(c));
  cr_assert_eq(term_extract(c, 7, 0, x), x);
  cr_assert_eq(term_extract(c, 3, 0, term_bv(c, 8, 0xab)), term_bv(c, 4, 0xb));
  cr_assert_eq(term_mk2(c, OP_BVULT, x, zero), term_false(c));
  cr_assert_eq(term_mk2(c, OP_BVADD, term_bv(c, 8, 200), term_bv(c, 8, 100)), term_bv(c, 8, 44));
  /* arrays: read over write */
  term_sort as = term_sort_array(c, b8, b8);
  term_ref m = term_var(c, "m", as);
  term_ref st = term_mk3(c, OP_STORE, m, one, x);
  cr_assert_eq(term_mk2(c, OP_SELECT, st, one), x);
  cr_assert_eq(term_mk2(c, OP_SELECT, st, zero), term_mk2(c, OP_SELECT, m, zero));
  cr_assert_eq(term_mk2(c, OP_SELECT, term_const_array(c, b8, x), one), x);
  /* floating point: only exact facts are folded */
  term_ref pz = term_fp_from_double(c, 0.0), nz = term_fp_from_double(c, -0.0);
  cr_assert_eq(term_mk2(c, OP_FP_EQ, pz, nz), term_true(c), "IEEE: -0 == +0");
  cr_assert_eq(term_eq(c, pz, nz), term_false(c), "SMT-LIB =: different values");
  term_ref nan = term_fp_from_double(c, __builtin_nan(""));
  cr_assert_eq(term_mk2(c, OP_FP_EQ, nan, nan), term_false(c));
  cr_assert_eq(term_eq(c, nan, nan), term_true(c));
  cr_assert_eq(term_mk1(c, OP_FP_ISNAN, nan), term_true(c));
  cr_assert_eq(term_mk2(c, OP_FP_LT, term_fp_from_double(c, -2.5), term_fp_from_double(c, -1.0)), term_true(c));
  cr_assert_eq(term_mk2(c, OP_FP_LT, term_fp_from_double(c, 1.0), term_fp_from_double(c, 0.5)), term_false(c));
  cr_assert_eq(term_mk1(c, OP_FP_NEG, pz), nz);
  cr_assert_eq(term_mk1(c, OP_FP_ISSUB, term_fp_from_double(c, 4.9e-324)), term_true(c));
  term_ctx_free(c);
}

Test(term, subst_folds_to_constant) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32);
  term_ref x = term_var(c, "x", b32), y = term_var(c, "y", b32);
  term_ref e = term_mk2(c, OP_BVMUL, term_mk2(c, OP_BVADD, x, y), term_mk2(c, OP_BVSUB, x, y));
  term_ref from[2] = {x, y}, to[2] = {term_bv(c, 32, 7), term_bv(c, 32, 3)};
  cr_assert_eq(term_subst(c, e, 2, from, to), term_bv(c, 32, 40));
  cr_assert_eq(term_subst(c, term_bv_sadd_ovf(c, x, y), 2, from, to), term_false(c));
  term_ref big[2] = {term_bv(c, 32, 0x7fffffff), term_bv(c, 32, 1)};
  cr_assert_eq(term_subst(c, term_bv_sadd_ovf(c, x, y), 2, from, big), term_true(c));
  term_ctx_free(c);
}

/* Strength reductions fold to one product of the shared base (simplify.c same_base_sum): FNV-1a's
 * prime as shifts and adds is the same term as the multiplication, and random sums of multiples of
 * one base are equivalences by Z3. */
Test(simplify, sums_of_multiples_of_one_base_fold_to_a_product) {
  term_ctx *c = term_ctx_new();
  smt_solver *s = smt_z3_new(c);
  term_sort b32 = term_sort_bv(c, 32);
  term_ref h = term_var(c, "h", b32), y = term_var(c, "y", b32);
  term_ref sh[5];
  const unsigned k[5] = {1, 4, 7, 8, 24};
  for (int i = 0; i < 5; i++) sh[i] = term_mk2(c, OP_BVSHL, h, term_bv(c, 32, k[i]));
  term_ref sum = term_mk2(c, OP_BVADD, sh[0], sh[1]);
  for (int i = 2; i < 5; i++) sum = term_mk2(c, OP_BVADD, sum, sh[i]);
  term_ref fnv = term_mk2(c, OP_BVADD, h, sum);
  cr_assert_eq(fnv, term_mk2(c, OP_BVMUL, h, term_bv(c, 32, 16777619u)), "h + shifts is not h * 16777619");
  cr_assert_eq(term_mk2(c, OP_BVSUB, term_mk2(c, OP_BVMUL, h, term_bv(c, 32, 5)), h),
               term_mk2(c, OP_BVMUL, h, term_bv(c, 32, 4)));
  cr_assert_eq(term_mk2(c, OP_BVADD, term_mk1(c, OP_BVNEG, h), h), term_bv(c, 32, 0));
  /* different bases stay a sum */
  cr_assert_eq(term_op_of(c, term_mk2(c, OP_BVADD, sh[0], term_mk2(c, OP_BVSHL, y, term_bv(c, 32, 1)))), OP_BVADD);
  /* a shift by the width or more is no multiplication */
  term_ref big = term_mk2(c, OP_BVSHL, h, y);
  cr_assert_eq(term_op_of(c, term_mk2(c, OP_BVADD, big, h)), OP_BVADD);
  for (int rep = 0; rep < 200; rep++) {
    term_ref parts[2];
    for (int j = 0; j < 2; j++) {
      unsigned form = (unsigned)(rnd() % 4);
      uint64_t kk = rnd();
      parts[j] = form == 0 ? term_mk2(c, OP_BVMUL, h, term_bv(c, 32, kk & 0xffffffffu))
               : form == 1 ? term_mk2(c, OP_BVSHL, h, term_bv(c, 32, kk % 34))
               : form == 2 ? term_mk1(c, OP_BVNEG, h) : h;
    }
    term_op op = rnd() % 2 ? OP_BVADD : OP_BVSUB;
    term_ref simp = term_mk2(c, op, parts[0], parts[1]);
    term_ctx_set_simplify(c, 0);
    term_ref raw = term_mk2(c, op, parts[0], parts[1]);
    term_ctx_set_simplify(c, 1);
    smt_push(s);
    smt_assert(s, term_not(c, term_eq(c, raw, simp)));
    cr_assert_eq(smt_check(s, 20000), SMT_UNSAT, "rewrite %d changed meaning", rep);
    smt_pop(s, 1);
  }
  smt_free(s);
  term_ctx_free(c);
}

/* The remainder's bound (x urem y <u y iff y != 0; y <=u x urem y iff y = 0) and an ite of
 * constants compared with a constant: each rewrite fires and is proved an equivalence by Z3. */
Test(simplify, remainder_bound_and_ite_of_constants) {
  term_ctx *c = term_ctx_new();
  smt_solver *s = smt_z3_new(c);
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8), y = term_var(c, "y", b8), p = term_var(c, "p", term_sort_bool(c));
  term_ref zero = term_bv(c, 8, 0), one = term_bv(c, 8, 1), two = term_bv(c, 8, 2);
  term_ref r = term_mk2(c, OP_BVUREM, x, y);
  term_ref in[6][2] = {
      {term_mk2(c, OP_BVULT, r, y), term_not(c, term_eq(c, y, zero))},
      {term_mk2(c, OP_BVULE, y, r), term_eq(c, y, zero)},
      {term_eq(c, term_ite(c, p, one, zero), zero), term_not(c, p)},
      {term_eq(c, term_ite(c, p, one, zero), one), p},
      {term_eq(c, term_ite(c, p, one, zero), two), term_false(c)},
      {term_eq(c, term_ite(c, p, two, two), two), term_true(c)},
  };
  for (int i = 0; i < 6; i++) {
    cr_assert_eq(in[i][0], in[i][1], "rule %d did not fire", i);
  }
  /* the unsimplified forms mean the same */
  term_ctx_set_simplify(c, 0);
  term_ref raw[4] = {term_mk2(c, OP_BVULT, term_mk2(c, OP_BVUREM, x, y), y), term_mk2(c, OP_BVULE, y, term_mk2(c, OP_BVUREM, x, y)),
                     term_eq(c, term_ite(c, p, one, zero), zero), term_eq(c, term_ite(c, p, one, zero), one)};
  term_ctx_set_simplify(c, 1);
  for (int i = 0; i < 4; i++) {
    smt_push(s);
    smt_assert(s, term_not(c, term_eq(c, raw[i], in[i][1])));
    cr_assert_eq(smt_check(s, 20000), SMT_UNSAT, "rewrite %d changed meaning", i);
    smt_pop(s, 1);
  }
  smt_free(s);
  term_ctx_free(c);
}

/* A node holds fewer than 65536 arguments; a longer conjunction or disjunction (the guards of a
 * summary with that many cases) is built as groups of them — the same formula, not an internal
 * error (a COBOL loop with many branches per record reached 65,536 cases). */
Test(term, long_and_or_lists_are_grouped) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8);
  enum { N = 70000 };
  static term_ref g[N];
  term_ref y = term_var(c, "y", term_sort_bv(c, 32));
  for (unsigned i = 0; i < N; i++) g[i] = term_eq(c, y, term_bv(c, 32, i));
  term_ref any = term_mk(c, OP_OR, g, N), all = term_mk(c, OP_AND, g, N);
  term_ref from[1] = {y}, at_last[1] = {term_bv(c, 32, N - 1)}, beyond[1] = {term_bv(c, 32, N)};
  cr_assert_eq(term_subst(c, any, 1, from, at_last), term_true(c), "y = N-1 is in the last group");
  cr_assert_eq(term_subst(c, any, 1, from, beyond), term_false(c));
  cr_assert_eq(term_subst(c, all, 1, from, at_last), term_false(c), "y cannot equal two constants");
  (void)x;
  term_ctx_free(c);
}

/* term_assume (assume.c): the guarded division of cw-division-by-zero-guarded. Old's guard says the
 * operand is valid and not (valid and q = 0); new's value tests valid and q = 0 again. Under old's
 * guard the test folds to false and new's value is old's; under weaker facts nothing folds. */
Test(term, assume_folds_what_the_facts_decide) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref q = term_var(c, "q", b8), x = term_var(c, "x", b8), d = term_var(c, "d", term_sort_bool(c));
  term_ref valid = term_mk2(c, OP_BVULE, q, term_bv(c, 8, 99));
  term_ref zero = term_eq(c, q, term_bv(c, 8, 0));
  term_ref tested = term_and2(c, term_and2(c, valid, d), zero);
  term_ref div = term_mk2(c, OP_BVUDIV, x, q);
  term_ref newv = term_ite(c, tested, term_bv(c, 8, 0), div);
  term_ref differs = term_not(c, term_eq(c, div, newv));
  term_ref guard = term_and2(c, term_and2(c, valid, d), term_not(c, term_and2(c, valid, zero)));
  cr_assert_eq(term_assume(c, guard, differs), term_false(c), "old's guard decides new's test");
  /* wrong twins: without the clause, or with valid unknown, the difference stays a question */
  cr_assert_neq(term_assume(c, term_and2(c, valid, d), differs), term_false(c));
  cr_assert_neq(term_assume(c, term_and2(c, d, term_not(c, term_and2(c, valid, zero))), differs), term_false(c));
  cr_assert_eq(term_assume(c, term_true(c), differs), differs, "no facts: t itself");
  /* a false literal of the facts makes its atom false in t */
  cr_assert_eq(term_assume(c, term_not(c, zero), term_ite(c, zero, x, q)), q);
  term_ctx_free(c);
}
