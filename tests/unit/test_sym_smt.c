/* test_sym_smt.c — Z3 backend on formulas with known answers, model evaluation checked by
 * substitution, SMT-LIB output answered identically by the z3 and cvc5 binaries, and the
 * logging / re-check chain (including a disagreeing second solver). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "sym/interval.h"
#include "sym/smt.h"
#include "sym/smt_chain.h"
#include "sym/smtlib.h"
#include "sym/term.h"

/* Whether f is valid: its negation is unsat. */
static smt_result check_alone(term_ctx *c, term_ref f) {
  smt_solver *s = smt_z3_new(c);
  smt_assert(s, f);
  /* 120 s: an answer, not a speed, is checked; a 200,000-deep term under ASan on a busy machine
   * took longer than 20 s (make check in parallel with other builds) */
  smt_result r = smt_check(s, 120000);
  smt_free(s);
  return r;
}

Test(smt, bv_wraparound_and_identities) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8);
  term_ref one = term_bv(c, 8, 1);
  /* x + 1 > x is not valid in 8 bits: x = 255 wraps */
  term_ref f = term_mk2(c, OP_BVUGT, term_mk2(c, OP_BVADD, x, one), x);
  smt_solver *s = smt_z3_new(c);
  smt_assert(s, term_not(c, f));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  cr_assert_eq(smt_model_eval(s, x), term_bv(c, 8, 255));
  smt_free(s);
  /* x * 2 == x << 1 is valid */
  term_ref g = term_eq(c, term_mk2(c, OP_BVMUL, x, term_bv(c, 8, 2)), term_mk2(c, OP_BVSHL, x, one));
  cr_assert_eq(check_alone(c, term_not(c, g)), SMT_UNSAT);
  /* signed: x + 1 > x fails only at 127 */
  term_ref h = term_mk2(c, OP_BVSGT, term_mk2(c, OP_BVADD, x, one), x);
  s = smt_z3_new(c);
  smt_assert(s, term_not(c, h));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  cr_assert_eq(smt_model_eval(s, x), term_bv(c, 8, 127));
  smt_free(s);
  /* the overflow predicate says exactly when: */
  cr_assert_eq(check_alone(c, term_not(c, term_eq(c, term_not(c, h), term_bv_sadd_ovf(c, x, one)))), SMT_UNSAT);
  term_ctx_free(c);
}

/* The overflow predicates agree with the definition on the mathematical integers. */
Test(smt, overflow_predicates_match_integer_semantics) {
  term_ctx *c = term_ctx_new();
  /* Z3 4.8.12 is slow on bv2nat beyond a few bits; wider widths are covered below. */
  static const unsigned widths[] = {8};
  for (int wi = 0; wi < 1; wi++) {
    unsigned w = widths[wi];
    term_sort so = term_sort_bv(c, w);
    term_ref a = term_var(c, "a", so), b = term_var(c, "b", so);
    term_ref sa = term_bv2int(c, a, 1), sb = term_bv2int(c, b, 1);
    term_ref ua = term_bv2int(c, a, 0), ub = term_bv2int(c, b, 0);
    mpz_t z;
    mpz_init(z);
    mpz_ui_pow_ui(z, 2, w - 1);
    term_ref H = term_int_mpz(c, z);
    mpz_mul_ui(z, z, 2);
    term_ref M = term_int_mpz(c, z);
    mpz_clear(z);
    term_ref nH = term_mk1(c, OP_INEG, H);
    /* out of the signed range [-H, H) / unsigned range [0, M) */
    #define SOUT(e) term_or2(c, term_mk2(c, OP_ILT, (e), nH), term_mk2(c, OP_IGE, (e), H))
    #define UOUT(e) term_or2(c, term_mk2(c, OP_ILT, (e), term_int(c, 0)), term_mk2(c, OP_IGE, (e), M))
    struct { term_ref pred, def; const char *name; } cases[] = {
      {term_bv_sadd_ovf(c, a, b), SOUT(term_mk2(c, OP_IADD, sa, sb)), "sadd"},
      {term_bv_ssub_ovf(c, a, b), SOUT(term_mk2(c, OP_ISUB, sa, sb)), "ssub"},
      {term_bv_smul_ovf(c, a, b), SOUT(term_mk2(c, OP_IMUL, sa, sb)), "smul"},
      {term_bv_uadd_ovf(c, a, b), UOUT(term_mk2(c, OP_IADD, ua, ub)), "uadd"},
      {term_bv_usub_ovf(c, a, b), UOUT(term_mk2(c, OP_ISUB, ua, ub)), "usub"},
      {term_bv_umul_ovf(c, a, b), UOUT(term_mk2(c, OP_IMUL, ua, ub)), "umul"},
      {term_bv_sneg_ovf(c, a), SOUT(term_mk1(c, OP_INEG, sa)), "sneg"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
      smt_result r = check_alone(c, term_not(c, term_eq(c, cases[i].pred, cases[i].def)));
      cr_assert_eq(r, SMT_UNSAT, "%s at %u bits: %s", cases[i].name, w, smt_result_name(r));
    }
  }
  term_ctx_free(c);
}

/* At 64 and 128 bits (where bv2int makes Z3 slow, and 128 uses other formulas), the predicates
 * are folded on random operands and compared with GCC's overflow builtins. */
static uint64_t r64 = 88172645463325252ull;
static uint64_t rnd64(void) {
  r64 ^= r64 << 13;
  r64 ^= r64 >> 7;
  r64 ^= r64 << 17;
  return r64;
}
static term_u128 edge128(void) {
  term_u128 v = ((term_u128)rnd64() << 64) | rnd64();
  switch (rnd64() % 6) {
  case 0: return v >> (rnd64() % 128);
  case 1: return (term_u128)1 << 127;
  case 2: return ~(term_u128)0;
  case 3: return rnd64() % 4;
  default: return v;
  }
}

Test(smt, overflow_predicates_wide_match_builtins) {
  term_ctx *c = term_ctx_new();
  for (int rep = 0; rep < 3000; rep++) {
    term_u128 a = edge128(), b = edge128();
    __int128 sr;
    unsigned __int128 ur;
    term_ref ta = term_bv128(c, 128, a), tb = term_bv128(c, 128, b);
    cr_assert_eq(term_bv_sadd_ovf(c, ta, tb), term_bool(c, __builtin_add_overflow((__int128)a, (__int128)b, &sr)));
    cr_assert_eq(term_bv_ssub_ovf(c, ta, tb), term_bool(c, __builtin_sub_overflow((__int128)a, (__int128)b, &sr)));
    cr_assert_eq(term_bv_smul_ovf(c, ta, tb), term_bool(c, __builtin_mul_overflow((__int128)a, (__int128)b, &sr)));
    cr_assert_eq(term_bv_uadd_ovf(c, ta, tb), term_bool(c, __builtin_add_overflow(a, b, &ur)));
    cr_assert_eq(term_bv_usub_ovf(c, ta, tb), term_bool(c, __builtin_sub_overflow(a, b, &ur)));
    cr_assert_eq(term_bv_umul_ovf(c, ta, tb), term_bool(c, __builtin_mul_overflow(a, b, &ur)));
    uint64_t x = (uint64_t)a, y = (uint64_t)b;
    int64_t s64;
    uint64_t u64;
    term_ref tx = term_bv(c, 64, x), ty = term_bv(c, 64, y);
    cr_assert_eq(term_bv_sadd_ovf(c, tx, ty), term_bool(c, __builtin_add_overflow((int64_t)x, (int64_t)y, &s64)));
    cr_assert_eq(term_bv_ssub_ovf(c, tx, ty), term_bool(c, __builtin_sub_overflow((int64_t)x, (int64_t)y, &s64)));
    cr_assert_eq(term_bv_smul_ovf(c, tx, ty), term_bool(c, __builtin_mul_overflow((int64_t)x, (int64_t)y, &s64)));
    cr_assert_eq(term_bv_umul_ovf(c, tx, ty), term_bool(c, __builtin_mul_overflow(x, y, &u64)));
    cr_assert_eq(term_bv_uadd_ovf(c, tx, ty), term_bool(c, __builtin_add_overflow(x, y, &u64)));
  }
  term_ctx_free(c);
}

Test(smt, floating_point_facts) {
  term_ctx *c = term_ctx_new();
  term_sort f64 = term_sort_fp(c, 11, 53);
  term_ref x = term_var(c, "x", f64);
  /* x == x (IEEE) is not valid: NaN */
  smt_solver *s = smt_z3_new(c);
  smt_assert(s, term_not(c, term_mk2(c, OP_FP_EQ, x, x)));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  term_ref v = smt_model_eval(s, x);
  cr_assert_neq(v, TERM_NULL);
  cr_assert_eq(term_mk1(c, OP_FP_ISNAN, v), term_true(c), "the counterexample is NaN");
  smt_free(s);
  /* -0.0 == +0.0 under fp.eq, but not as SMT values (=) — checked by Z3 on unfolded terms */
  term_ctx_set_simplify(c, 0);
  term_ref pz = term_fp_from_double(c, 0.0), nz = term_fp_from_double(c, -0.0);
  term_ref feq = term_mk2(c, OP_FP_EQ, nz, pz), seq = term_eq(c, nz, pz);
  term_ctx_set_simplify(c, 1);
  cr_assert_eq(check_alone(c, term_not(c, feq)), SMT_UNSAT);
  cr_assert_eq(check_alone(c, seq), SMT_UNSAT);
  /* 0.1 + 0.2 != 0.3 in binary64 (RNE) */
  term_ref rne = term_rm(c, RM_RNE);
  term_ref sum = term_mk3(c, OP_FP_ADD, rne, term_fp_from_double(c, 0.1), term_fp_from_double(c, 0.2));
  s = smt_z3_new(c);
  smt_assert(s, term_true(c));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  cr_assert_eq(smt_model_eval(s, sum), term_fp_from_double(c, 0.1 + 0.2), "Z3 rounds like the C double sum");
  cr_assert_neq(smt_model_eval(s, sum), term_fp_from_double(c, 0.3));
  smt_free(s);
  term_ctx_free(c);
}

Test(smt, ints_arrays_functions) {
  term_ctx *c = term_ctx_new();
  term_sort I = term_sort_int(c);
  term_ref x = term_var(c, "x", I), y = term_var(c, "y", I);
  term_ref three = term_int(c, 3);
  /* x = 3*(x div 3) + x mod 3 and 0 <= x mod -3 (Euclidean) are valid */
  term_ref f = term_eq(c, x, term_mk2(c, OP_IADD, term_mk2(c, OP_IMUL, three, term_mk2(c, OP_IDIV, x, three)),
                                      term_mk2(c, OP_IMOD, x, three)));
  cr_assert_eq(check_alone(c, term_not(c, f)), SMT_UNSAT);
  cr_assert_eq(check_alone(c, term_mk2(c, OP_ILT, term_mk2(c, OP_IMOD, x, term_int(c, -3)), term_int(c, 0))), SMT_UNSAT);
  /* arrays: a[i := v][j] = a[j] when i != j */
  term_sort b32 = term_sort_bv(c, 32);
  term_sort as = term_sort_array(c, b32, b32);
  term_ref a = term_var(c, "a", as), i = term_var(c, "i", b32), j = term_var(c, "j", b32), v = term_var(c, "v", b32);
  term_ref g = term_mk2(c, OP_IMPLIES, term_not(c, term_eq(c, i, j)),
                        term_eq(c, term_mk2(c, OP_SELECT, term_mk3(c, OP_STORE, a, i, v), j), term_mk2(c, OP_SELECT, a, j)));
  cr_assert_eq(check_alone(c, term_not(c, g)), SMT_UNSAT);
  /* congruence for an uninterpreted function over an uninterpreted sort */
  term_sort U = term_sort_uninterp(c, "U");
  term_fun fn = term_fun_declare(c, "f", 1, &U, I);
  term_ref u1 = term_var(c, "u1", U), u2 = term_var(c, "u2", U);
  term_ref h = term_mk2(c, OP_IMPLIES, term_eq(c, u1, u2), term_eq(c, term_app(c, fn, &u1, 1), term_app(c, fn, &u2, 1)));
  cr_assert_eq(check_alone(c, term_not(c, h)), SMT_UNSAT);
  (void)y;
  term_ctx_free(c);
}

Test(smt, model_satisfies_formula_by_substitution) {
  term_ctx *c = term_ctx_new();
  term_sort b16 = term_sort_bv(c, 16);
  term_ref x = term_var(c, "x", b16), y = term_var(c, "y", b16), k = term_var(c, "k", term_sort_int(c));
  term_ref f = term_and2(c, term_eq(c, term_mk2(c, OP_BVADD, term_mk2(c, OP_BVMUL, x, term_bv(c, 16, 3)), y),
                                    term_bv(c, 16, 1017)),
                         term_mk2(c, OP_BVULT, y, term_bv(c, 16, 5)));
  f = term_and2(c, f, term_eq(c, term_bv2int(c, x, 0), term_mk2(c, OP_IMUL, k, term_int(c, 2))));
  smt_solver *s = smt_z3_new(c);
  smt_push(s);
  smt_assert(s, f);
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  term_ref from[3] = {x, y, k}, to[3];
  for (int i = 0; i < 3; i++) {
    to[i] = smt_model_eval(s, from[i]);
    cr_assert(to[i] != TERM_NULL && term_is_const(c, to[i]));
  }
  cr_assert_eq(term_subst(c, f, 3, from, to), term_true(c));
  /* pop removes the assertion: its negation alone is satisfiable again */
  smt_pop(s, 1);
  smt_assert(s, term_not(c, f));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT);
  smt_free(s);
  term_ctx_free(c);
}

/* ---- SMT-LIB round trip ---- */

typedef struct oblig {
  const char *name;
  term_ref f;
} oblig;

/* A set of obligations with odd names, every theory, and heavy sharing. */
static unsigned make_obligations(term_ctx *c, oblig *o) {
  unsigned n = 0;
  term_sort b8 = term_sort_bv(c, 8), b32 = term_sort_bv(c, 32), I = term_sort_int(c);
  term_ref x = term_var(c, "x", b8), let = term_var(c, "let", b8), bar = term_var(c, "a|b c", b8);
  term_ref one = term_bv(c, 8, 1);
  o[n++] = (oblig){"wrap", term_not(c, term_mk2(c, OP_BVUGT, term_mk2(c, OP_BVADD, x, one), x))};
  o[n++] = (oblig){"shl", term_not(c, term_eq(c, term_mk2(c, OP_BVMUL, let, term_bv(c, 8, 2)), term_mk2(c, OP_BVSHL, let, one)))};
  o[n++] = (oblig){"names", term_and2(c, term_eq(c, bar, term_mk2(c, OP_BVADD, let, x)),
                                      term_eq(c, term_var(c, "x", I), term_int(c, -5)))};
  o[n++] = (oblig){"digits", term_eq(c, term_var(c, "1abc", b32), term_bv(c, 32, 0xdeadbeef))};
  /* sharing: t_{k+1} = t_k * t_k + t_k, 40 levels — exponential without let */
  term_ref t = term_var(c, "s", b32);
  for (int k = 0; k < 40; k++) t = term_mk2(c, OP_BVADD, term_mk2(c, OP_BVMUL, t, t), t);
  o[n++] = (oblig){"sharing", term_eq(c, t, term_bv(c, 32, 12345))};
  term_sort f32 = term_sort_fp(c, 8, 24);
  term_ref fx = term_var(c, "fx", f32);
  o[n++] = (oblig){"fp_nan", term_not(c, term_mk2(c, OP_FP_EQ, fx, fx))};
  term_ref rne = term_rm(c, RM_RNE);
  o[n++] = (oblig){"fp_conv", term_and2(c, term_mk2(c, OP_FP_LT, term_fp_from_float(c, 1.5f),
                                                    term_fp_from_sbv(c, 8, 24, rne, term_var(c, "iv", b32))),
                                        term_eq(c, term_fp_to_sbv(c, 32, term_rm(c, RM_RTZ), fx), term_bv(c, 32, 3)))};
  /* 2^24 + 1 is a tie between 2^24 and 2^24 + 2 in binary32: RNE picks the even 2^24 */
  term_ref nv = term_var(c, "n", I);
  o[n++] = (oblig){"fp_from_int", term_and2(c, term_eq(c, nv, term_int(c, 16777217)),
                                            term_not(c, term_eq(c, term_fp_from_int(c, 8, 24, rne, nv), term_fp_from_float(c, 16777216.0f))))};
  term_sort as = term_sort_array(c, b32, b8);
  term_ref a = term_var(c, "mem", as), i = term_var(c, "i", b32), j = term_var(c, "j", b32);
  o[n++] = (oblig){"array", term_and2(c, term_not(c, term_eq(c, i, j)),
                                      term_not(c, term_eq(c, term_mk2(c, OP_SELECT, term_mk3(c, OP_STORE, a, i, x), j),
                                                          term_mk2(c, OP_SELECT, a, j))))};
  o[n++] = (oblig){"const_array", term_eq(c, term_mk2(c, OP_SELECT, term_mk3(c, OP_STORE, term_const_array(c, b32, one), i, x), j),
                                          term_bv(c, 8, 7))};
  term_sort U = term_sort_uninterp(c, "my sort");
  term_sort dom[2] = {U, b8};
  term_fun fn = term_fun_declare(c, "assert", 2, dom, I);
  term_ref u = term_var(c, "u", U), args1[2] = {u, x}, args2[2] = {u, let};
  o[n++] = (oblig){"uf", term_and2(c, term_eq(c, x, let),
                                   term_not(c, term_eq(c, term_app(c, fn, args1, 2), term_app(c, fn, args2, 2))))};
  o[n++] = (oblig){"int2bv", term_not(c, term_eq(c, term_int2bv(c, 8, term_bv2int(c, x, 0)), x))};
  o[n++] = (oblig){"int_neg", term_and2(c, term_mk2(c, OP_ILT, term_var(c, "k", I), term_int(c, -3)),
                                        term_eq(c, term_mk2(c, OP_IMOD, term_var(c, "k", I), term_int(c, 4)), term_int(c, 2)))};
  o[n++] = (oblig){"wide", term_eq(c, term_mk2(c, OP_BVMUL, term_var(c, "w", term_sort_bv(c, 128)),
                                                term_bv128(c, 128, (term_u128)3)),
                                    term_bv128(c, 128, ((term_u128)1 << 100) + 1))};
  term_ref d[3] = {x, let, bar};
  o[n++] = (oblig){"distinct", term_and2(c, term_mk(c, OP_DISTINCT, d, 3), term_mk2(c, OP_BVULT, x, term_bv(c, 8, 2)))};
  return n;
}

Test(smtlib, z3_and_cvc5_binaries_agree_with_z3_api, .timeout = 240) {
  term_ctx *c = term_ctx_new();
  oblig o[32];
  unsigned n = make_obligations(c, o);
  char dir[] = "/tmp/equiv-smtlib-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  int have_z3 = smt_binary_available("z3"), have_cvc5 = smt_binary_available("cvc5");
  if (!have_cvc5) cr_log_warn("cvc5 binary not found on PATH: skipping the cvc5 half of the round trip");
  cr_assert(have_z3, "z3 binary not found on PATH");
  for (unsigned i = 0; i < n; i++) {
    smt_result api = check_alone(c, o[i].f);
    cr_assert_neq(api, SMT_UNKNOWN, "%s: Z3 API says unknown", o[i].name);
    char path[256];
    snprintf(path, sizeof path, "%s/%s.smt2", dir, o[i].name);
    cr_assert_eq(smtlib_write_file(c, &o[i].f, 1, path), 0);
    size_t len;
    char *text = fs_read_file(path, &len);
    cr_assert_not_null(text);
    cr_assert_eq(strncmp(text, "(set-logic ALL)\n", 16), 0);
    cr_assert_lt(len, 20000, "%s: %zu bytes — let-sharing missing?", o[i].name, len);
    free(text);
    char why[512];
    const char *z3argv[] = {"z3", "-smt2", NULL};
    smt_result zb = smt_run_file(z3argv, path, 30000, why, sizeof why);
    cr_assert_eq(zb, api, "%s: z3 binary says %s (%s), API %s", o[i].name, smt_result_name(zb), why, smt_result_name(api));
    if (have_cvc5) {
      const char *cargv[] = {"cvc5", "--lang", "smt2", "--tlimit=30000", NULL};
      smt_result cb = smt_run_file(cargv, path, 35000, why, sizeof why);
      cr_assert_eq(cb, api, "%s: cvc5 says %s (%s), Z3 %s", o[i].name, smt_result_name(cb), why, smt_result_name(api));
    }
    unlink(path);
  }
  rmdir(dir);
  term_ctx_free(c);
}

Test(smtlib, names_are_sanitised_and_unique) {
  term_ctx *c = term_ctx_new();
  term_ref a = term_var(c, "let", term_sort_bool(c)), b = term_var(c, "x y", term_sort_bool(c));
  term_ref d = term_var(c, "x_y", term_sort_bool(c)), e = term_var(c, "let", term_sort_int(c));
  term_ref f = term_and2(c, term_and2(c, a, b), term_and2(c, d, term_eq(c, e, term_int(c, 0))));
  strbuf sb = STRBUF_INIT;
  smtlib_write(c, &f, 1, &sb);
  const char *s = sb_str(&sb);
  cr_assert_not_null(strstr(s, "(declare-fun v_let () Bool)"), "%s", s);
  cr_assert_not_null(strstr(s, "(declare-fun v_x_y () Bool)"), "%s", s);
  cr_assert_null(strstr(s, "x y"), "%s", s);
  cr_assert_null(strchr(s, '|'), "%s", s);
  cr_assert_not_null(strstr(s, "(check-sat)"));
  sb_free(&sb);
  term_ctx_free(c);
}

/* ---- the chain ---- */

Test(chain, logging_and_cvc5_recheck_agree) {
  if (!smt_binary_available("cvc5")) {
    cr_log_warn("cvc5 binary not found on PATH: re-check chain not tested");
    return;
  }
  term_ctx *c = term_ctx_new();
  char dir[] = "/tmp/equiv-chain-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char ev[300];
  snprintf(ev, sizeof ev, "%s/evidence", dir);
  smt_solver *s = smt_chain_new(c, ev, "cvc5", SMT_RECHECK_SAT);
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8);
  smt_push(s);
  smt_assert(s, term_not(c, term_eq(c, term_mk2(c, OP_BVMUL, x, term_bv(c, 8, 2)), term_mk2(c, OP_BVSHL, x, term_bv(c, 8, 1)))));
  cr_assert_eq(smt_check(s, 10000), SMT_UNSAT, "%s", smt_reason(s));
  smt_pop(s, 1);
  smt_assert(s, term_mk2(c, OP_BVULT, term_bv(c, 8, 250), x));
  cr_assert_eq(smt_check(s, 10000), SMT_SAT, "%s", smt_reason(s));
  term_ref v = smt_model_eval(s, x);
  cr_assert(v && term_bv_value(c, v) > 250);
  smt_recheck_stats st;
  smt_recheck_get_stats(s, &st);
  cr_assert_eq(st.checked, 2);
  cr_assert_eq(st.agreed, 2);
  char p[400];
  snprintf(p, sizeof p, "%s/q000001.smt2", ev);
  cr_assert(fs_is_file(p), "evidence file %s", p);
  snprintf(p, sizeof p, "%s/log.tsv", ev);
  size_t len;
  char *log = fs_read_file(p, &len);
  cr_assert_not_null(log);
  cr_assert_not_null(strstr(log, "q000001.smt2\tunsat\t"), "%s", log);
  cr_assert_not_null(strstr(log, "q000002.smt2\tsat\t"), "%s", log);
  free(log);
  smt_free(s);
  term_ctx_free(c);
  char cmd[400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert_eq(system(cmd), 0);
}

Test(chain, disagreement_becomes_unknown) {
  term_ctx *c = term_ctx_new();
  char dir[] = "/tmp/equiv-fake-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char fake[300];
  snprintf(fake, sizeof fake, "%s/fake-solver", dir);
  FILE *fp = fopen(fake, "w");
  cr_assert_not_null(fp);
  fputs("#!/bin/sh\necho sat\n", fp); /* a second solver that always says sat */
  fclose(fp);
  chmod(fake, 0755);
  smt_solver *s = smt_recheck_new(smt_z3_new(c), fake, NULL, 5000, 0);
  smt_assert(s, term_false(c));
  cr_assert_eq(smt_check(s, 5000), SMT_UNKNOWN);
  cr_assert_not_null(strstr(smt_reason(s), "disagree"), "%s", smt_reason(s));
  smt_recheck_stats st;
  smt_recheck_get_stats(s, &st);
  cr_assert_eq(st.disagreed, 1);
  smt_free(s);
  /* a second solver that cannot run: unsat stands unless strict */
  s = smt_recheck_new(smt_z3_new(c), "/nonexistent/cvc5", NULL, 5000, 0);
  smt_assert(s, term_false(c));
  cr_assert_eq(smt_check(s, 5000), SMT_UNSAT);
  cr_assert_not_null(strstr(smt_reason(s), "did not confirm"), "%s", smt_reason(s));
  smt_free(s);
  s = smt_recheck_new(smt_z3_new(c), "/nonexistent/cvc5", NULL, 5000, SMT_RECHECK_STRICT);
  smt_assert(s, term_false(c));
  cr_assert_eq(smt_check(s, 5000), SMT_UNKNOWN);
  smt_free(s);
  unlink(fake);
  rmdir(dir);
  term_ctx_free(c);
}

Test(chain, runner_kills_on_timeout) {
  char why[256];
  const char *argv[] = {"sleep", NULL};
  smt_result r = smt_run_file(argv, "5", 300, why, sizeof why);
  cr_assert_eq(r, SMT_UNKNOWN);
  cr_assert_not_null(strstr(why, "killed after"), "%s", why);
}

Test(smt, timeout_gives_unknown_with_reason) {
  term_ctx *c = term_ctx_new();
  term_sort b64 = term_sort_bv(c, 64);
  term_ref x = term_var(c, "x", b64), y = term_var(c, "y", b64);
  /* factor a 62-bit semiprime (2147483647 * 2147483629) in one millisecond: not possible */
  term_ref f = term_and2(c, term_eq(c, term_mk2(c, OP_BVMUL, x, y), term_bv(c, 64, 2147483647ull * 2147483629ull)),
                         term_and2(c, term_mk2(c, OP_BVULT, term_bv(c, 64, 1), x), term_mk2(c, OP_BVULT, x, term_bv(c, 64, 1ull << 32))));
  f = term_and2(c, f, term_and2(c, term_mk2(c, OP_BVULT, term_bv(c, 64, 1), y), term_mk2(c, OP_BVULT, y, term_bv(c, 64, 1ull << 32))));
  smt_solver *s = smt_z3_new(c);
  smt_assert(s, f);
  smt_result r = smt_check(s, 1);
  cr_assert_eq(r, SMT_UNKNOWN);
  cr_assert_neq(smt_reason(s)[0], 0, "an unknown carries a reason");
  cr_assert_eq(smt_model_eval(s, x), TERM_NULL, "no model after unknown");
  smt_free(s);
  term_ctx_free(c);
}

/* Issue 9: terms of long executions are deep (10,000 assignments `x = x * 3 + 1` give height
 * 20,000). Every walk over them — Z3 translation, intervals, substitution, SMT-LIB printing — must
 * not recurse once per level: at height 200,000 each of these overflowed the 8 MiB stack under
 * ASan before they were made iterative. The default suite builds height 60,000: a walk recursing
 * once per level overflows 8 MiB there unless its frame is under 140 bytes, and ASan's frames are
 * larger. The long tier (sym_smt-long, EQUIV_LONG=1) builds the full 200,000, where Z3's own work
 * on the terms takes over a minute under ASan. */
Test(smt, walks_survive_deep_terms, .timeout = 400) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32);
  term_ref x = term_var(c, "x", b32), t = x, u = x;
  const int H = getenv("EQUIV_LONG") && *getenv("EQUIV_LONG") == '1' ? 100000 : 30000;
  for (int i = 0; i < H; i++) { /* t and u: the same function of x, written two ways */
    t = term_mk2(c, OP_BVADD, term_mk2(c, OP_BVMUL, t, term_bv(c, 32, 3)), term_bv(c, 32, 1));
    /* (u built without the simplifier, which would fold u + (u + u) to t's u * 3) */
    term_ctx_set_simplify(c, 0);
    u = term_mk2(c, OP_BVADD, term_mk2(c, OP_BVADD, u, term_mk2(c, OP_BVADD, u, u)), term_bv(c, 32, 1));
    term_ctx_set_simplify(c, 1);
  }
  /* substitution folds the whole chain to the constant the recurrence gives */
  uint32_t v = 5;
  for (int i = 0; i < H; i++) v = v * 3 + 1;
  term_ref five = term_bv(c, 32, 5);
  cr_assert_eq(term_subst(c, t, 1, &x, &five), term_bv(c, 32, v));
  /* intervals: x*3+1 wraps, so nothing is known, but the walk completes */
  ival_ctx *iv = ival_new(c);
  cr_assert_eq(ival_decide(iv, term_mk2(c, OP_BVULT, t, u)), IVAL_UNKNOWN);
  ival_free(iv);
  /* Z3: t = u for every x */
  cr_assert_eq(check_alone(c, term_not(c, term_eq(c, t, u))), SMT_UNSAT);
  /* SMT-LIB: t written out without sharing (u would be exponential), its parentheses balanced */
  strbuf sb = STRBUF_INIT;
  smtlib_term(c, t, &sb);
  long depth = 0, maxd = 0;
  for (size_t i = 0; i < sb.len; i++) {
    depth += sb.data[i] == '(' ? 1 : sb.data[i] == ')' ? -1 : 0;
    if (depth > maxd) maxd = depth;
  }
  cr_assert_eq(depth, 0);
  cr_assert_geq(maxd, 2 * H);
  sb_free(&sb);
  term_ref f = term_not(c, term_eq(c, t, u));
  smtlib_write(c, &f, 1, &sb);
  cr_assert(strstr(sb.data, "(check-sat)"));
  sb_free(&sb);
  term_ctx_free(c);
}

/* cvc5's (get-model) answer read back: every sort an input can have, the floating-point specials,
 * and what is left without a value (arrays, functions, unknown names). */
Test(smtlib, model_text_read_back) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32), f64 = term_sort_fp(c, 11, 53), b8 = term_sort_bv(c, 8);
  term_ref v[8] = {term_var(c, "x", b32), term_var(c, "d", f64), term_var(c, "e", f64), term_var(c, "n", f64),
                   term_var(c, "b", term_sort_bool(c)), term_var(c, "i", term_sort_int(c)), term_var(c, "u", b8),
                   term_var(c, "a", term_sort_array(c, b8, b8))};
  const char *names[8] = {"v_x", "v_d", "v_e", "v_n", "v_b", "v_i", "v_u", "v_a"};
  const char *text =
      "(\n(define-fun v_x () (_ BitVec 32) #b10101010101010101010101010101101)\n"
      "(define-fun v_d () (_ FloatingPoint 11 53) (fp #b0 #b10000000001 #b0000000000000000000000000000000000000000000000000011))\n"
      "(define-fun v_e () (_ FloatingPoint 11 53) (_ -zero 11 53))\n"
      "(define-fun v_n () (_ FloatingPoint 11 53) (_ NaN 11 53))\n"
      "(define-fun v_b () Bool true)\n(define-fun v_i () Int (- 6))\n"
      "(define-fun f_g ((_arg_1 (_ BitVec 8))) (_ BitVec 8) #b00000101)\n"
      "(define-fun v_u () (_ BitVec 8) (_ bv200 8))\n"
      "(define-fun v_a () (Array (_ BitVec 8) (_ BitVec 8)) (store ((as const (Array (_ BitVec 8) (_ BitVec 8))) #b00000000) #b00000001 #b00000111))\n"
      "(define-fun v_other () (_ BitVec 8) #x07)\n)\n";
  term_ref val[8];
  cr_assert_eq(smtlib_read_model(c, text, 8, v, names, val), 7);
  cr_assert_eq(val[0], term_bv(c, 32, 0xAAAAAAADu));
  cr_assert_eq(val[1], term_fp_from_double(c, 4.000000000000003), "2^2 * (1 + 3 * 2^-52)");
  cr_assert_eq(val[2], term_fp_from_double(c, -0.0));
  cr_assert_eq(term_mk1(c, OP_FP_ISNAN, val[3]), term_true(c));
  cr_assert_eq(val[4], term_true(c));
  cr_assert_eq(val[5], term_int(c, -6));
  cr_assert_eq(val[6], term_bv(c, 8, 200));
  cr_assert_eq(val[7], TERM_NULL, "arrays are not read");
  cr_assert_eq(smtlib_read_model(c, "unsat", 8, v, names, val), -1);
  cr_assert_eq(smtlib_read_model(c, "((define-fun v_x () (_ BitVec 32)", 8, v, names, val), -1, "truncated");
  term_ctx_free(c);
}

/* An inner solver that always runs out of time, so the portfolio's second solver answers. */
#include "sym/smt_int.h"
static void tz_assert(smt_solver *s, term_ref f) { (void)s, (void)f; }
static void tz_push(smt_solver *s) { (void)s; }
static void tz_pop(smt_solver *s, unsigned n) { (void)s, (void)n; }
static smt_result tz_check(smt_solver *s, unsigned ms) {
  (void)ms;
  smt_set_reason(s, "z3: timeout");
  return SMT_UNKNOWN;
}
static term_ref tz_eval(smt_solver *s, term_ref t) { return (void)s, (void)t, TERM_NULL; }
static void tz_free(smt_solver *s) { free(s); }
static const smt_vtab tz_vtab = {"timeout", tz_assert, tz_push, tz_pop, tz_check, tz_eval, tz_free};
static smt_solver *always_timeout(term_ctx *c) {
  smt_solver *s = calloc(1, sizeof *s);
  smt_base_init(s, &tz_vtab, c);
  return s;
}

/* cvc5's sat through the portfolio comes with a model that satisfies the formula (checked by
 * substitution, and by Z3 where floating-point arithmetic does not fold); its unsat stays unsat. */
Test(chain, portfolio_cvc5_sat_gives_a_model, .timeout = 120) {
  if (!smt_binary_available("cvc5")) cr_skip_test("cvc5 not installed");
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32), f64 = term_sort_fp(c, 11, 53);
  term_ref x = term_var(c, "x", b32), y = term_var(c, "y y", b32), d = term_var(c, "d", f64);
  term_ref f = term_and2(c, term_eq(c, term_mk2(c, OP_BVMUL, x, y), term_bv(c, 32, 391)),
                         term_and2(c, term_mk2(c, OP_BVULT, term_bv(c, 32, 1), x), term_mk2(c, OP_BVULT, x, term_bv(c, 32, 100))));
  f = term_and2(c, f, term_mk2(c, OP_BVULT, y, term_bv(c, 32, 100)));
  term_ref g = term_mk2(c, OP_FP_GT, term_mk3(c, OP_FP_MUL, term_rm(c, RM_RNE), d, d), term_fp_from_double(c, 2.0));
  smt_solver *s = smt_portfolio_new(always_timeout(c), "cvc5");
  smt_push(s);
  smt_assert(s, f);
  smt_assert(s, g);
  cr_assert_eq(smt_check(s, 30000), SMT_SAT, "%s", smt_reason(s));
  cr_assert_not_null(strstr(smt_reason(s), "with a model"), "%s", smt_reason(s));
  term_ref vx = smt_model_eval(s, x), vy = smt_model_eval(s, y), vd = smt_model_eval(s, d);
  cr_assert(vx && vy && vd);
  term_ref from[3] = {x, y, d}, to[3] = {vx, vy, vd};
  cr_assert_eq(term_subst(c, f, 3, from, to), term_true(c), "17 * 23 = 391");
  cr_assert_eq(smt_model_eval(s, term_mk2(c, OP_BVADD, x, y)), term_mk2(c, OP_BVADD, vx, vy), "a term folds under the model");
  cr_assert_eq(check_alone(c, term_subst(c, term_not(c, g), 3, from, to)), SMT_UNSAT, "d * d > 2 at cvc5's d");
  smt_pop(s, 1);
  cr_assert_eq(smt_model_eval(s, x), TERM_NULL, "the model goes with its level");
  smt_assert(s, term_and2(c, f, term_eq(c, x, term_bv(c, 32, 2))));
  cr_assert_eq(smt_check(s, 30000), SMT_UNSAT, "391 is odd");
  smt_free(s);
  term_ctx_free(c);
}
