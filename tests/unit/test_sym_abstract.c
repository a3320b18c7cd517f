/* test_sym_abstract.c — the abstraction wrapper (smt_abstract.c): obligations decided on the
 * abstraction, spurious models refined, and the wrong twins — a real difference inside an
 * abstracted product or floating-point operation must come back sat with a model that satisfies
 * the real formula (checked by substitution), never unsat. */
#include <criterion/criterion.h>

#include "sym/smt.h"
#include "sym/smt_chain.h"
#include "sym/term.h"

/* The model's value of each of v[0..n) put into f: a real model folds f to true. */
static int model_satisfies(smt_solver *s, term_ctx *c, term_ref f, const term_ref *v, unsigned n) {
  term_ref vals[8];
  for (unsigned i = 0; i < n; i++) {
    vals[i] = smt_model_eval(s, v[i]);
    if (vals[i] == TERM_NULL) return 0;
  }
  return term_subst(c, f, n, v, vals) == term_true(c);
}

static term_ref umax(term_ctx *c, term_ref a, term_ref b) { return term_ite(c, term_mk2(c, OP_BVUGT, a, b), a, b); }

/* max(max(w, x), max(y, z)) against a running maximum over the same four 64-bit products: the
 * real obligation is four 64x64 multipliers; on the abstraction four free values. */
Test(abstract, max_of_shared_products_proved_on_abstraction) {
  term_ctx *c = term_ctx_new();
  term_sort b64 = term_sort_bv(c, 64);
  term_ref a = term_var(c, "a", b64), b = term_var(c, "b", b64), d = term_var(c, "d", b64), e = term_var(c, "e", b64);
  term_ref w = term_mk2(c, OP_BVMUL, a, b), x = term_mk2(c, OP_BVMUL, b, d), y = term_mk2(c, OP_BVMUL, d, e),
           z = term_mk2(c, OP_BVMUL, e, a);
  term_ref old = umax(c, umax(c, w, x), umax(c, y, z));
  term_ref m = w;
  m = term_ite(c, term_mk2(c, OP_BVUGT, x, m), x, m);
  m = term_ite(c, term_mk2(c, OP_BVUGT, y, m), y, m);
  m = term_ite(c, term_mk2(c, OP_BVUGT, z, m), z, m);
  smt_solver *s = smt_abstract_new(smt_z3_new(c), NULL, NULL, 0);
  smt_push(s);
  smt_assert(s, term_not(c, term_eq(c, old, m)));
  cr_assert_eq(smt_check(s, 20000), SMT_UNSAT);
  smt_abstract_stats st;
  smt_abstract_get_stats(s, &st);
  cr_assert_eq(st.proved, 1, "decided on the abstraction");
  cr_assert_eq(st.fallback, 0);
  smt_pop(s, 1);
  /* wrong twin: the running maximum reads d*a where old reads e*a: a real difference inside an
   * abstracted product, sat with a real model */
  term_ref z2 = term_mk2(c, OP_BVMUL, d, a);
  term_ref m2 = w;
  m2 = term_ite(c, term_mk2(c, OP_BVUGT, x, m2), x, m2);
  m2 = term_ite(c, term_mk2(c, OP_BVUGT, y, m2), y, m2);
  m2 = term_ite(c, term_mk2(c, OP_BVUGT, z2, m2), z2, m2);
  term_ref q = term_not(c, term_eq(c, old, m2));
  smt_push(s);
  smt_assert(s, q);
  cr_assert_eq(smt_check(s, 20000), SMT_SAT);
  term_ref vars[4] = {a, b, d, e};
  cr_assert(model_satisfies(s, c, q, vars, 4), "the model is one of the real formula");
  smt_free(s);
  term_ctx_free(c);
}

/* x = 2, y = 3, x*y != 6: the abstraction f(x, y) != 6 has spurious models; the product is put
 * back and the answer is unsat. Its twin x*y != 7 is sat with x = 2, y = 3 only. */
Test(abstract, spurious_model_refined) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32);
  term_ref x = term_var(c, "x", b32), y = term_var(c, "y", b32);
  term_ref fix = term_and2(c, term_eq(c, x, term_bv(c, 32, 2)), term_eq(c, y, term_bv(c, 32, 3)));
  term_ref p = term_mk2(c, OP_BVMUL, x, y);
  smt_solver *s = smt_abstract_new(smt_z3_new(c), NULL, NULL, 0);
  smt_assert(s, fix);
  smt_push(s);
  smt_assert(s, term_not(c, term_eq(c, p, term_bv(c, 32, 6))));
  cr_assert_eq(smt_check(s, 20000), SMT_UNSAT);
  smt_abstract_stats st;
  smt_abstract_get_stats(s, &st);
  cr_assert_geq(st.refined, 1, "the product was put back");
  smt_pop(s, 1);
  smt_push(s);
  term_ref q = term_not(c, term_eq(c, p, term_bv(c, 32, 7)));
  smt_assert(s, q);
  cr_assert_eq(smt_check(s, 20000), SMT_SAT);
  term_ref vars[2] = {x, y};
  cr_assert(model_satisfies(s, c, term_and2(c, fix, q), vars, 2));
  smt_free(s);
  term_ctx_free(c);
}

/* Floating point: the larger of two products of doubles chosen by p > q and by q < p is decided on
 * the abstraction; the twin that returns -q for q (different wherever q is not NaN, also on the
 * zeros) is sat, and its model satisfies the real formula. */
Test(abstract, floating_point_shared_products) {
  term_ctx *c = term_ctx_new();
  term_sort f64 = term_sort_fp(c, 11, 53);
  term_ref rne = term_rm(c, RM_RNE);
  term_ref x = term_var(c, "x", f64), y = term_var(c, "y", f64), w = term_var(c, "w", f64);
  term_ref p = term_mk3(c, OP_FP_MUL, rne, x, w), q = term_mk3(c, OP_FP_MUL, rne, y, w);
  term_ref gt = term_mk2(c, OP_FP_GT, p, q);
  term_ref old = term_ite(c, gt, p, q);
  term_ref nw = term_ite(c, term_mk2(c, OP_FP_LT, q, p), p, q);
  smt_solver *s = smt_abstract_new(smt_z3_new(c), NULL, NULL, 0);
  smt_push(s);
  smt_assert(s, term_not(c, term_eq(c, old, nw)));
  cr_assert_eq(smt_check(s, 20000), SMT_UNSAT);
  smt_abstract_stats st;
  smt_abstract_get_stats(s, &st);
  cr_assert_eq(st.proved, 1);
  smt_pop(s, 1);
  /* wrong twin: new negates the product it returns when p > q fails */
  term_ref q2 = term_mk1(c, OP_FP_NEG, q);
  term_ref nw2 = term_ite(c, term_mk2(c, OP_FP_LT, q, p), p, q2);
  term_ref f = term_not(c, term_eq(c, old, nw2));
  smt_push(s);
  smt_assert(s, f);
  cr_assert_eq(smt_check(s, 20000), SMT_SAT);
  /* floating-point products do not fold by substitution: the model is checked by Z3 itself */
  term_ref vx = smt_model_eval(s, x), vy = smt_model_eval(s, y), vw = smt_model_eval(s, w);
  cr_assert(vx && vy && vw);
  term_ref from[3] = {x, y, w}, to[3] = {vx, vy, vw};
  smt_solver *z = smt_z3_new(c);
  smt_assert(z, term_subst(c, f, 3, from, to));
  cr_assert_eq(smt_check(z, 20000), SMT_SAT, "the model's inputs make the real formula true");
  smt_free(z);
  smt_free(s);
  term_ctx_free(c);
}

/* Without a time limit, or with nothing to abstract, the wrapper is the inner solver. */
Test(abstract, passes_through) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8), y = term_var(c, "y", b8);
  smt_solver *s = smt_abstract_new(smt_z3_new(c), NULL, NULL, 0);
  smt_assert(s, term_eq(c, term_mk2(c, OP_BVADD, x, term_bv(c, 8, 1)), term_bv(c, 8, 0)));
  cr_assert_eq(smt_check(s, 5000), SMT_SAT);
  cr_assert_eq(smt_model_eval(s, x), term_bv(c, 8, 255));
  smt_assert(s, term_eq(c, term_mk2(c, OP_BVMUL, x, y), term_bv(c, 8, 3)));
  cr_assert_eq(smt_check(s, 0), SMT_SAT);
  smt_abstract_stats st;
  smt_abstract_get_stats(s, &st);
  cr_assert_eq(st.checks, 0);
  smt_free(s);
  /* SMT_ABSTRACT_REAL_FIRST: what the real obligation decides at once is its answer and model */
  s = smt_abstract_new(smt_z3_new(c), NULL, NULL, SMT_ABSTRACT_REAL_FIRST);
  smt_assert(s, term_eq(c, term_mk2(c, OP_BVMUL, x, y), term_bv(c, 8, 6)));
  smt_assert(s, term_eq(c, x, term_bv(c, 8, 3)));
  cr_assert_eq(smt_check(s, 5000), SMT_SAT);
  term_ref vy = smt_model_eval(s, y);
  cr_assert_eq(vy, term_bv(c, 8, 2), "3 is odd: y = 2 is the only solution mod 256");
  smt_abstract_get_stats(s, &st);
  cr_assert_eq(st.checks, 0, "the abstraction was not asked");
  smt_free(s);
  /* turned off, the wrapper passes even an obligation the abstraction would prove to inner */
  term_sort b64 = term_sort_bv(c, 64);
  term_ref a = term_var(c, "a", b64), d = term_var(c, "d", b64);
  term_ref p = term_mk2(c, OP_BVMUL, a, d);
  s = smt_abstract_new(smt_z3_new(c), NULL, NULL, 0);
  smt_abstract_set(s, 0);
  smt_assert(s, term_not(c, term_eq(c, term_ite(c, term_mk2(c, OP_BVUGT, p, a), p, a),
                                    term_ite(c, term_mk2(c, OP_BVULT, a, p), p, a))));
  cr_assert_eq(smt_check(s, 20000), SMT_UNSAT);
  smt_abstract_get_stats(s, &st);
  cr_assert_eq(st.checks, 0, "off: not asked");
  smt_free(s);
  term_ctx_free(c);
}
